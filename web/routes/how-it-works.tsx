import { createFileRoute } from '@tanstack/react-router'
import { Page } from '@/components/layout/page'
import { LinkButton } from '@/components/ui/link-button'
import { InfoActions } from '@/features/info-pages/components/info-actions'
import { InfoArticle } from '@/features/info-pages/components/info-article'
import { howItWorksSections } from '@/features/info-pages/content/how-it-works'
import { pageHead } from '@/lib/head/head'
import { m } from '@/paraglide/messages.js'
import { howItWorksText } from './-components/how-it-works-text'

export const Route = createFileRoute('/how-it-works')({
  staticData: { seoPage: 'how-it-works' },
  head: async ({ match }) =>
    pageHead(match, (await import('./-components/how-it-works-text')).howItWorksText),
  component: HowItWorksPage,
})

function HowItWorksPage() {
  return (
    <Page {...howItWorksText()}>
      <InfoArticle sections={howItWorksSections()}>
        <InfoActions>
          <LinkButton to="/">{m.info_how_it_works_start()}</LinkButton>
          <LinkButton to="/support" variant="secondary">
            {m.page_title_support()}
          </LinkButton>
        </InfoActions>
      </InfoArticle>
    </Page>
  )
}

import { createFileRoute } from '@tanstack/react-router'
import { Page } from '@/components/layout/page'
import { LinkButton } from '@/components/ui/link-button'
import { InfoActions } from '@/features/info-pages/components/info-actions'
import { InfoArticle } from '@/features/info-pages/components/info-article'
import { authoritiesSections } from '@/features/info-pages/content/authorities'
import { pageHead } from '@/lib/head'
import { m } from '@/paraglide/messages.js'

const text = () => ({
  title: m.page_title_for_competent_authorities(),
  description: m.page_description_for_competent_authorities(),
})

export const Route = createFileRoute('/for-competent-authorities')({
  staticData: { seoPage: 'for-competent-authorities' },
  head: ({ match }) => pageHead(match, text),
  component: ForCompetentAuthoritiesPage,
})

function ForCompetentAuthoritiesPage() {
  return (
    <Page {...text()}>
      <InfoArticle sections={authoritiesSections()}>
        <InfoActions>
          <LinkButton to="/support" variant="secondary">
            {m.info_authorities_contact()}
          </LinkButton>
        </InfoActions>
      </InfoArticle>
    </Page>
  )
}

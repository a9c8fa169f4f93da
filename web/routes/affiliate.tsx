import { createFileRoute } from '@tanstack/react-router'
import { Page } from '@/components/layout/page'
import { LinkButton } from '@/components/ui/link-button'
import { InfoActions } from '@/features/info-pages/components/info-actions'
import { InfoArticle } from '@/features/info-pages/components/info-article'
import { affiliateSections } from '@/features/info-pages/content/affiliate'
import { pageHead } from '@/lib/head/head'
import { m } from '@/paraglide/messages.js'
import { affiliateText } from './-components/affiliate-text'

export const Route = createFileRoute('/affiliate')({
  staticData: { seoPage: 'affiliate' },
  head: async ({ match }) => pageHead(match, (await import('./-components/affiliate-text')).affiliateText),
  component: AffiliatePage,
})

function AffiliatePage() {
  return (
    <Page {...affiliateText()}>
      <InfoArticle sections={affiliateSections()}>
        <InfoActions>
          <LinkButton to="/profile/affiliate-program">{m.info_affiliate_open()}</LinkButton>
          <LinkButton to="/swap-api" variant="secondary">
            {m.info_affiliate_api()}
          </LinkButton>
        </InfoActions>
      </InfoArticle>
    </Page>
  )
}

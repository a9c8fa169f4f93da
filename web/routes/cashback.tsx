import { createFileRoute } from '@tanstack/react-router'
import { Page } from '@/components/layout/page'
import { LinkButton } from '@/components/ui/link-button'
import { InfoActions } from '@/features/info-pages/components/info-actions'
import { InfoArticle } from '@/features/info-pages/components/info-article'
import { cashbackSections } from '@/features/info-pages/content/cashback'
import { pageHead } from '@/lib/head/head'
import { m } from '@/paraglide/messages.js'
import { cashbackText } from './-components/cashback-text'

export const Route = createFileRoute('/cashback')({
  staticData: { seoPage: 'cashback' },
  head: async ({ match }) => pageHead(match, (await import('./-components/cashback-text')).cashbackText),
  component: CashbackPage,
})

function CashbackPage() {
  return (
    <Page {...cashbackText()}>
      <InfoArticle sections={cashbackSections()}>
        <InfoActions>
          <LinkButton to="/profile/cashback">{m.info_cashback_open()}</LinkButton>
        </InfoActions>
      </InfoArticle>
    </Page>
  )
}

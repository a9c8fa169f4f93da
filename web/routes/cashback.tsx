import { createFileRoute } from '@tanstack/react-router'
import { Page } from '@/components/layout/page'
import { LinkButton } from '@/components/ui/link-button'
import { InfoActions } from '@/features/info-pages/components/info-actions'
import { InfoArticle } from '@/features/info-pages/components/info-article'
import { cashbackSections } from '@/features/info-pages/content/cashback'
import { pageHead } from '@/lib/head'
import { m } from '@/paraglide/messages.js'

const text = () => ({ title: m.page_title_cashback(), description: m.page_description_cashback() })

export const Route = createFileRoute('/cashback')({
  staticData: { seoPage: 'cashback' },
  head: ({ match }) => pageHead(match, text),
  component: CashbackPage,
})

function CashbackPage() {
  return (
    <Page {...text()}>
      <InfoArticle sections={cashbackSections()}>
        <InfoActions>
          <LinkButton to="/profile/cashback">{m.info_cashback_open()}</LinkButton>
        </InfoActions>
      </InfoArticle>
    </Page>
  )
}

import { createFileRoute } from '@tanstack/react-router'
import { Page } from '@/components/layout/page'
import { pageHead } from '@/lib/head'
import { m } from '@/paraglide/messages.js'

const text = () => ({ title: m.page_title_wallet(), description: m.page_description_wallet() })

export const Route = createFileRoute('/wallet')({
  staticData: { seoPage: 'wallet' },
  head: ({ match }) => pageHead(match, text),
  component: WalletPage,
})

function WalletPage() {
  return <Page {...text()} />
}

import { createFileRoute } from '@tanstack/react-router'
import { Page } from '@/components/layout/page'
import { pageHead } from '@/lib/head'
import { m } from '@/paraglide/messages.js'

const text = () => ({ title: m.page_title_cashback(), description: m.page_description_cashback() })

export const Route = createFileRoute('/cashback')({
  staticData: { seoPage: 'cashback' },
  head: ({ match }) => pageHead(match, text),
  component: CashbackPage,
})

function CashbackPage() {
  return <Page {...text()} />
}

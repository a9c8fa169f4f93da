import { createFileRoute } from '@tanstack/react-router'
import { Page } from '@/components/layout/page'
import { pageHead } from '@/lib/head'
import { m } from '@/paraglide/messages.js'

const text = () => ({ title: m.page_title_price(), description: m.page_description_price() })

export const Route = createFileRoute('/price/')({
  staticData: { seoPage: 'price' },
  head: ({ match }) => pageHead(match, text),
  component: PricePage,
})

function PricePage() {
  return <Page {...text()} />
}

import { createFileRoute } from '@tanstack/react-router'
import { Page } from '@/components/layout/page'
import { pageHead } from '@/lib/head'
import { m } from '@/paraglide/messages.js'

const text = () => ({ title: m.page_title_affiliate(), description: m.page_description_affiliate() })

export const Route = createFileRoute('/affiliate')({
  staticData: { seoPage: 'affiliate' },
  head: ({ match }) => pageHead(match, text),
  component: AffiliatePage,
})

function AffiliatePage() {
  return <Page {...text()} />
}

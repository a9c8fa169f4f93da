import { createFileRoute } from '@tanstack/react-router'
import { Page } from '@/components/layout/page'
import { pageHead } from '@/lib/head'
import { m } from '@/paraglide/messages.js'

const text = () => ({ title: m.page_title_swap_api(), description: m.page_description_swap_api() })

export const Route = createFileRoute('/swap-api')({
  staticData: { seoPage: 'swap-api' },
  head: ({ match }) => pageHead(match, text),
  component: SwapApiPage,
})

function SwapApiPage() {
  return <Page {...text()} />
}

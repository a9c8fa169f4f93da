import { createFileRoute } from '@tanstack/react-router'
import { Page } from '@/components/layout/page'
import { pageHead } from '@/lib/head'
import { m } from '@/paraglide/messages.js'

const text = () => ({ title: m.page_title_support(), description: m.page_description_support() })

export const Route = createFileRoute('/support')({
  staticData: { seoPage: 'support' },
  head: ({ match }) => pageHead(match, text),
  component: SupportPage,
})

function SupportPage() {
  return <Page {...text()} />
}

import { createFileRoute } from '@tanstack/react-router'
import { Page } from '@/components/layout/page'
import { pageHead } from '@/lib/head'
import { m } from '@/paraglide/messages.js'

const text = () => ({ title: m.page_title_widget(), description: m.page_description_widget() })

export const Route = createFileRoute('/widget')({
  staticData: { seoPage: 'widget' },
  head: ({ match }) => pageHead(match, text),
  component: WidgetPage,
})

function WidgetPage() {
  return <Page {...text()} />
}

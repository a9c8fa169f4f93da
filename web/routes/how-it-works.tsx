import { createFileRoute } from '@tanstack/react-router'
import { Page } from '@/components/layout/page'
import { pageHead } from '@/lib/head'
import { m } from '@/paraglide/messages.js'

const text = () => ({ title: m.page_title_how_it_works(), description: m.page_description_how_it_works() })

export const Route = createFileRoute('/how-it-works')({
  staticData: { seoPage: 'how-it-works' },
  head: ({ match }) => pageHead(match, text),
  component: HowItWorksPage,
})

function HowItWorksPage() {
  return <Page {...text()} />
}

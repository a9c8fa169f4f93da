import { createFileRoute } from '@tanstack/react-router'
import { PageIntro } from '@/components/layout/page'
import { pageHead } from '@/lib/head'
import { m } from '@/paraglide/messages.js'

const text = () => ({ title: m.page_title_docs(), description: m.page_description_docs() })

export const Route = createFileRoute('/docs/')({
  staticData: { seoPage: 'docs' },
  head: ({ match }) => pageHead(match, text),
  component: DocsIndexPage,
})

function DocsIndexPage() {
  return <PageIntro {...text()} />
}

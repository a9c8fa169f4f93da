import { createFileRoute } from '@tanstack/react-router'
import { PageIntro } from '@/components/layout/page'
import { pageHead } from '@/lib/head'
import { m } from '@/paraglide/messages.js'

const text = () => ({ title: m.page_title_blog(), description: m.page_description_blog() })

export const Route = createFileRoute('/blog/')({
  staticData: { seoPage: 'blog' },
  head: ({ match }) => pageHead(match, text),
  component: BlogIndexPage,
})

function BlogIndexPage() {
  return <PageIntro {...text()} />
}

import { createFileRoute } from '@tanstack/react-router'
import { PageIntro } from '@/components/layout/page'
import { pageHead } from '@/lib/head'
import { parseOrNotFound, slugSchema } from '@/lib/route-params'
import { m } from '@/paraglide/messages.js'

const text = (slug: string) => () => ({
  title: m.page_title_docs_article({ slug }),
  description: m.page_description_docs_article(),
})

export const Route = createFileRoute('/docs/$slug')({
  params: {
    parse: ({ slug }) => ({ slug: parseOrNotFound(slugSchema, slug) }),
    stringify: ({ slug }) => ({ slug }),
  },
  head: ({ match, params }) => pageHead(match, text(params.slug)),
  component: DocsArticlePage,
})

function DocsArticlePage() {
  const { slug } = Route.useParams()
  return <PageIntro {...text(slug)()} />
}

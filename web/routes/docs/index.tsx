import { createFileRoute } from '@tanstack/react-router'
import { PageIntro } from '@/components/layout/page'
import { DocsIndex } from '@/features/docs/docs-index'
import { docsListQueryOptions } from '@/features/docs/queries'
import { pageHead } from '@/lib/head/head'
import { docsIndexText } from './-components/docs-index-text'

/** /docs: every docs page by section (docs/product.md §2). */
export const Route = createFileRoute('/docs/')({
  staticData: { seoPage: 'docs' },
  // The loader (and the CMS queries with it) loads with the page, not with the first page of the site.
  codeSplitGroupings: [['loader'], ['component']],
  loader: ({ context }) => context.queryClient.ensureQueryData(docsListQueryOptions()),
  head: async ({ match }) => pageHead(match, (await import('./-components/docs-index-text')).docsIndexText),
  component: DocsIndexPage,
})

function DocsIndexPage() {
  return (
    <>
      <PageIntro {...docsIndexText()} />
      <DocsIndex />
    </>
  )
}

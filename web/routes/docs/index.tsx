import { createFileRoute } from '@tanstack/react-router'
import { PageIntro } from '@/components/layout/page'
import { DocsIndex } from '@/features/docs/docs-index'
import { docsListQueryOptions } from '@/features/docs/queries'
import { pageHead } from '@/lib/head'
import { m } from '@/paraglide/messages.js'

const text = () => ({ title: m.docs_title(), description: m.docs_description() })

/** /docs: every docs page by section (spec §2). */
export const Route = createFileRoute('/docs/')({
  staticData: { seoPage: 'docs' },
  // The loader (and the CMS queries with it) loads with the page, not with the first page of the site.
  codeSplitGroupings: [['loader'], ['component']],
  loader: ({ context }) => context.queryClient.ensureQueryData(docsListQueryOptions()),
  head: ({ match }) => pageHead(match, text),
  component: DocsIndexPage,
})

function DocsIndexPage() {
  return (
    <>
      <PageIntro {...text()} />
      <DocsIndex />
    </>
  )
}

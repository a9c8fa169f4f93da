import { createFileRoute } from '@tanstack/react-router'
import { loadDoc } from '@/features/docs/docs-loader'
import { StandaloneDocPage } from '@/features/docs/docs-page'
import { pageHead } from '@/lib/head/head'

/** /swap-api: the partner API docs page, in the docs-sidebar layout with the rest of the docs. */
export const Route = createFileRoute('/swap-api')({
  staticData: { seoPage: 'swap-api', contentSection: 'docs' },
  // The loader (and the CMS queries with it) loads with the page, not with the first page of the site.
  codeSplitGroupings: [['loader'], ['component']],
  loader: ({ context }) => loadDoc(context.queryClient, 'swap-api'),
  head: async ({ match, loaderData }) => {
    if (!loaderData) return {}
    const { docHead } = await import('@/features/docs/docs-head')
    const { text, extras } = docHead(loaderData)
    return pageHead(match, () => text, undefined, extras)
  },
  component: () => <StandaloneDocPage slug="swap-api" />,
})

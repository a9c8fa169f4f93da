import { createFileRoute } from '@tanstack/react-router'
import { loadDoc } from '@/features/docs/docs-loader'
import { StandaloneDocPage } from '@/features/docs/docs-page'
import { pageHead } from '@/lib/head/head'

/** /widget: the widget docs page, in the docs-sidebar layout with the rest of the docs. */
export const Route = createFileRoute('/widget')({
  staticData: { seoPage: 'widget', contentSection: 'docs' },
  // The loader (and the CMS queries with it) loads with the page, not with the first page of the site.
  codeSplitGroupings: [['loader'], ['component']],
  loader: ({ context }) => loadDoc(context.queryClient, 'widget'),
  head: async ({ match, loaderData }) => {
    if (!loaderData) return {}
    const { docHead } = await import('@/features/docs/docs-head')
    const { text, extras } = docHead(loaderData)
    return pageHead(match, () => text, undefined, extras)
  },
  component: () => <StandaloneDocPage slug="widget" />,
})

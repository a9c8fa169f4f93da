import { createFileRoute, redirect } from '@tanstack/react-router'
import { docLink, isOwnAddressDoc } from '@/features/docs/docs-links'
import { loadDoc } from '@/features/docs/docs-loader'
import { DocContent } from '@/features/docs/docs-page'
import { pageHead } from '@/lib/head/head'
import { parseOrNotFound, slugSchema } from '@/lib/route-params'

/** /docs/{slug} (docs/product.md §2): one docs page; the partner API and widget docs live at /swap-api and /widget. */
export const Route = createFileRoute('/docs/$slug')({
  params: {
    parse: ({ slug }) => ({ slug: parseOrNotFound(slugSchema, slug) }),
    stringify: ({ slug }) => ({ slug }),
  },
  // The loader (and the CMS queries with it) loads with the page, not with the first page of the site.
  codeSplitGroupings: [['loader'], ['component']],
  loader: ({ context, params }) => {
    if (isOwnAddressDoc(params.slug)) throw redirect({ ...docLink(params.slug), replace: true })
    return loadDoc(context.queryClient, params.slug)
  },
  head: async ({ match, loaderData }) => {
    if (!loaderData) return {}
    const { docHead } = await import('@/features/docs/docs-head')
    const { text, extras } = docHead(loaderData)
    return pageHead(match, () => text, undefined, extras)
  },
  component: DocsArticlePage,
})

function DocsArticlePage() {
  const { slug } = Route.useParams()
  return <DocContent slug={slug} />
}

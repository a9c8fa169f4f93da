import { createFileRoute, redirect } from '@tanstack/react-router'
import { docLink, isOwnAddressDoc } from '@/features/docs/docs-links'
import { docHead, loadDoc } from '@/features/docs/docs-loader'
import { DocContent } from '@/features/docs/docs-page'
import { pageHead } from '@/lib/head'
import { parseOrNotFound, slugSchema } from '@/lib/route-params'

/** /docs/{slug} (spec §2): one docs page; the partner API and widget docs live at /swap-api and /widget. */
export const Route = createFileRoute('/docs/$slug')({
  params: {
    parse: ({ slug }) => ({ slug: parseOrNotFound(slugSchema, slug) }),
    stringify: ({ slug }) => ({ slug }),
  },
  loader: ({ context, params }) => {
    if (isOwnAddressDoc(params.slug)) throw redirect({ ...docLink(params.slug), replace: true })
    return loadDoc(context.queryClient, params.slug)
  },
  head: ({ match, loaderData }) => {
    if (!loaderData) return {}
    const { text, extras } = docHead(loaderData)
    return pageHead(match, () => text, undefined, extras)
  },
  component: DocsArticlePage,
})

function DocsArticlePage() {
  const { slug } = Route.useParams()
  return <DocContent slug={slug} />
}

import { createFileRoute } from '@tanstack/react-router'
import { docHead, loadDoc } from '@/features/docs/docs-loader'
import { StandaloneDocPage } from '@/features/docs/docs-page'
import { pageHead } from '@/lib/head'

/** /widget: the widget docs page, in the docs-sidebar layout with the rest of the docs. */
export const Route = createFileRoute('/widget')({
  staticData: { seoPage: 'widget', contentSection: 'docs' },
  loader: ({ context }) => loadDoc(context.queryClient, 'widget'),
  head: ({ match, loaderData }) => {
    if (!loaderData) return {}
    const { text, extras } = docHead(loaderData)
    return pageHead(match, () => text, undefined, extras)
  },
  component: () => <StandaloneDocPage slug="widget" />,
})

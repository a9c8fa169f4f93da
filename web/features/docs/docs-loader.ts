import type { Doc } from '@sdk/gen/blog/types.gen'
import { isApiError } from '@sdk/runtime/api-error'
import type { QueryClient } from '@tanstack/react-query'
import { notFound } from '@tanstack/react-router'
import type { HeadExtras, PageText } from '@/lib/head'
import { canonicalLink } from '@/lib/locale'
import { m } from '@/paraglide/messages.js'
import { docPath } from './docs-links'
import { docQueryOptions, docsListQueryOptions } from './queries'

/** A docs page and the sidebar's list; an unknown page is a 404. Returns the page for head(). */
export async function loadDoc(queryClient: QueryClient, slug: string): Promise<Doc> {
  void queryClient.prefetchQuery(docsListQueryOptions())
  return queryClient.ensureQueryData(docQueryOptions(slug)).catch((error: unknown) => {
    throw isApiError(error) && error.code === 'ERR_NOT_FOUND' ? notFound() : error
  })
}

/** The first paragraph of a docs page as plain text: its description. */
function leadOf(html: string): string {
  const match = /<p>([\s\S]*?)<\/p>/.exec(html)
  return (match?.[1] ?? '').replace(/<[^>]+>/g, '').trim()
}

/** A docs page's head: its title and lead, breadcrumbs Documentation › page. */
export function docHead(doc: Doc): { text: PageText; extras: HeadExtras } {
  return {
    text: { title: doc.title, description: leadOf(doc.html) || m.docs_description() },
    extras: {
      breadcrumbs: [
        { name: m.docs_title(), href: canonicalLink('/docs').href },
        { name: doc.title, href: canonicalLink(docPath(doc.slug)).href },
      ],
    },
  }
}

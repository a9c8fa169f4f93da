import type { Doc } from '@sdk/gen/blog/types.gen'
import { isApiError } from '@sdk/runtime/api-error'
import type { QueryClient } from '@tanstack/react-query'
import { notFound } from '@tanstack/react-router'
import { docQueryOptions, docsListQueryOptions } from './queries'

/** A docs page and the sidebar's list; an unknown page is a 404. Returns the page for head(). */
export async function loadDoc(queryClient: QueryClient, slug: string): Promise<Doc> {
  const list = queryClient.ensureQueryData(docsListQueryOptions()).catch(() => undefined)
  const doc = queryClient.ensureQueryData(docQueryOptions(slug)).catch((error: unknown) => {
    throw isApiError(error) && error.code === 'ERR_NOT_FOUND' ? notFound() : error
  })
  const [page] = await Promise.all([doc, list])
  return page
}

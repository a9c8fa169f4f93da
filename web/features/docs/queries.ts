import { getDocOptions, listDocsOptions } from '@sdk/gen/blog/@tanstack/react-query.gen'
import { queryOptions } from '@tanstack/react-query'
import { getLocale, type Locale } from '@/paraglide/runtime.js'

/** CMS content changes rarely; a visit reads it once. */
const CONTENT_STALE_MS = 5 * 60 * 1000

/** The docs pages in sidebar order, each with its section. */
export const docsListQueryOptions = (locale: Locale = getLocale()) =>
  queryOptions({ ...listDocsOptions({ query: { locale } }), staleTime: CONTENT_STALE_MS })

export const docQueryOptions = (slug: string, locale: Locale = getLocale()) =>
  queryOptions({ ...getDocOptions({ path: { slug }, query: { locale } }), staleTime: CONTENT_STALE_MS })

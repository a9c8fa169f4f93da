import { lookupRedirectOptions } from '@sdk/gen/site/@tanstack/react-query.gen'
import { REDIRECT_LOOKUP_CACHE_MS } from '@/config/constants'
import { env } from '@/config/env'

/**
 * The server-defined redirect of a path (docs/product.md §2 rule 6), asked where the configuration says
 * (redirectLookupBaseUrl; the site's own base when it says nothing), reused for a while (REDIRECT_LOOKUP_CACHE_MS).
 */
export const redirectLookupQueryOptions = (
  path: string,
  baseUrl: string | null = env.redirectLookupBaseUrl,
) => ({
  ...lookupRedirectOptions({ query: { path }, parseAs: 'json', ...(baseUrl ? { baseUrl } : {}) }),
  staleTime: REDIRECT_LOOKUP_CACHE_MS,
  gcTime: REDIRECT_LOOKUP_CACHE_MS,
})

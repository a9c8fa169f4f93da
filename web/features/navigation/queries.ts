import { lookupRedirectOptions } from '@sdk/gen/site/@tanstack/react-query.gen'
import { REDIRECT_LOOKUP_CACHE_MS } from '@/config/constants'

/** The server-defined redirect of a path (spec §2 rule 6), reused for a while (REDIRECT_LOOKUP_CACHE_MS). */
export const redirectLookupQueryOptions = (path: string) => ({
  ...lookupRedirectOptions({ query: { path } }),
  staleTime: REDIRECT_LOOKUP_CACHE_MS,
  gcTime: REDIRECT_LOOKUP_CACHE_MS,
})

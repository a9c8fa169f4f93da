import type { LookupRedirectResponse } from '@sdk/gen/site/types.gen'
import { redirect } from '@tanstack/react-router'
import { localizeUrl } from '@/paraglide/runtime.js'
import type { NavigationArgs } from './navigation-args'
import { redirectLookupQueryOptions } from './queries'

/** The path as the visitor sees it (with its locale prefix, e.g. /ru/blog/old-post): what the lookup expects. */
export const publicPathname = (
  pathname: string,
  origin: string = globalThis.location?.origin ?? 'http://localhost',
) => localizeUrl(new URL(pathname, origin)).pathname

/**
 * Spec §2 rule 6: the server is asked whether the path has moved (GET /api/redirects?path=…, cached). An
 * internal redirect is applied by the router (history replaced, no reload); an external one is a full page
 * load, which the router also does for a redirect to another origin. A failed lookup is logged and the
 * navigation goes on: a redirect service that is down must not take the site with it. A preload never leaves
 * the page.
 */
export async function applyServerRedirect({
  context,
  location,
  preload,
}: Pick<NavigationArgs, 'context' | 'location' | 'preload'>) {
  const path = publicPathname(location.pathname)
  let answer: LookupRedirectResponse
  try {
    answer = await context.queryClient.ensureQueryData(redirectLookupQueryOptions(path))
  } catch (error) {
    console.warn(`[navigation] redirect lookup for ${path} failed; staying on the path`, error)
    return
  }
  const target = answer.redirect
  if (!target) return
  if (target.external) {
    if (preload) return
    throw redirect({ href: target.to, reloadDocument: true })
  }
  // A redirect to the path itself would loop.
  if (new URL(target.to, 'http://x').pathname === path) return
  throw redirect({ href: target.to, replace: true })
}

import type { LookupRedirectResponse } from '@sdk/gen/site/types.gen'
import { redirect } from '@tanstack/react-router'
import { env } from '@/config/env'
import { localizeUrl } from '@/paraglide/runtime.js'
import type { NavigationArgs } from './navigation-args'
import { redirectLookupQueryOptions } from './queries'

const pageOrigin = () => globalThis.location?.origin ?? 'http://localhost'

/** The path as the visitor sees it (with its locale prefix, e.g. /ru/blog/old-post): what the lookup expects. */
export const publicPathname = (pathname: string, origin: string = pageOrigin()) =>
  localizeUrl(new URL(pathname, origin)).pathname

/**
 * docs/product.md §2 rule 6: the server is asked whether the path has moved (GET /api/redirects?path=…, cached).
 */
export async function applyServerRedirect(
  { context, location, preload }: Pick<NavigationArgs, 'context' | 'location' | 'preload'>,
  allowedHosts: readonly string[] = env.redirectAllowedHosts,
) {
  const path = publicPathname(location.pathname)
  let answer: LookupRedirectResponse
  try {
    answer = await context.queryClient.ensureQueryData(redirectLookupQueryOptions(path))
  } catch (error) {
    console.warn(`[navigation] redirect lookup for ${path} failed; staying on the path`, error)
    return
  }
  const to = answer.redirect?.to
  if (!to) return
  // Redirects are rare: the check that vets one loads with the first of them, not with every page.
  const check = await import('./redirect-target').catch(() => null)
  const target = check?.redirectTarget(to, pageOrigin(), allowedHosts) ?? {
    kind: 'refused',
    reason: 'unchecked',
  }
  if (target.kind === 'refused') {
    console.warn(`[navigation] server redirect of ${path} to ${JSON.stringify(to)} ignored: ${target.reason}`)
    return
  }
  if (target.kind === 'external') {
    if (preload) return
    throw redirect({ href: target.href, reloadDocument: true })
  }
  // A redirect to the path itself would loop.
  if (new URL(target.href, 'http://x').pathname === path) return
  throw redirect({ href: target.href, replace: true })
}

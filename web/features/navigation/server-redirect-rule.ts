import type { LookupRedirectResponse } from '@sdk/gen/site/types.gen'
import { redirect } from '@tanstack/react-router'
import { env } from '@/config/env'
import { allowedRedirect } from '@/lib/redirect-allow-list'
import { localizeUrl } from '@/paraglide/runtime.js'
import type { NavigationArgs } from './navigation-args'
import { redirectLookupQueryOptions } from './queries'

const pageOrigin = () => globalThis.location?.origin ?? 'http://localhost'

/** The path as the visitor sees it (with its locale prefix, e.g. /ru/blog/old-post): what the lookup expects. */
export const publicPathname = (pathname: string, origin: string = pageOrigin()) =>
  localizeUrl(new URL(pathname, origin)).pathname

export type RedirectTarget =
  | { kind: 'internal'; href: string }
  | { kind: 'external'; href: string }
  | { kind: 'refused'; reason: string }

/**
 * Where a server-defined redirect may go: a path on this site (router navigation), or an https URL on a host of
 * the configured allow-list (a full page load). Whatever the answer's `external` flag says, the URL decides:
 * `javascript:` and `data:` URLs, protocol-relative `//host` and `/\host` paths, URLs with credentials, other
 * hosts and look-alikes of allowed ones (exact host match after the URL parser's own normalisation, so an
 * IDN homograph is its punycode, never the host it imitates) are refused.
 */
export function redirectTarget(to: string, origin: string, allowedHosts: readonly string[]): RedirectTarget {
  // Whitespace and control characters, which the URL parser strips, could hide a scheme ("java\tscript:");
  // a backslash is read as a slash ("/\\evil.example" is another host). A real target has none of them.
  if (/[\s\p{Cc}\\]/u.test(to)) {
    return { kind: 'refused', reason: 'whitespace, control characters or backslashes' }
  }
  if (to.startsWith('/') && !to.startsWith('//')) {
    const url = new URL(to, origin)
    if (url.origin === origin) return { kind: 'internal', href: `${url.pathname}${url.search}${url.hash}` }
  }
  let url: URL
  try {
    url = new URL(to)
  } catch {
    return { kind: 'refused', reason: 'not a path and not an absolute URL' }
  }
  if (url.origin === origin) return { kind: 'internal', href: `${url.pathname}${url.search}${url.hash}` }
  const allowed = allowedRedirect(to, allowedHosts)
  return allowed
    ? { kind: 'external', href: allowed.href }
    : { kind: 'refused', reason: `${url.protocol}//${url.host} is not an allowed https host` }
}

/**
 * Spec §2 rule 6: the server is asked whether the path has moved (GET /api/redirects?path=…, cached). An
 * internal redirect is applied by the router (history replaced, no reload); an external one is a full page
 * load, only to a host on the configured allow-list (redirectTarget). A refused target and a failed lookup are
 * logged and the navigation goes on: a redirect service that is down or wrong must not take the site with it,
 * nor send visitors elsewhere. A preload never leaves the page.
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
  const target = redirectTarget(to, pageOrigin(), allowedHosts)
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

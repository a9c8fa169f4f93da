import { type ParsedLocation, redirect } from '@tanstack/react-router'
import { canonicalPathname } from '@/lib/head/canonical-url'

/**
 * Spec docs/product.md §2 rule 4: /ua/… becomes /uk/… (dropped again, as uk is no locale here: lib/canonical-url.ts),
 * repeated slashes collapse, a trailing slash goes except on '/'. URLs typed or linked from outside are
 * already cleaned by the router's rewrite and at start-up (canonicalizeLocation); this catches a
 * navigation the app builds itself, and replaces it in history with the canonical one.
 */
export function redirectToCanonicalPath(
  location: Pick<ParsedLocation, 'pathname' | 'searchStr' | 'hash'>,
): void {
  const canonical = canonicalPathname(location.pathname)
  if (canonical === location.pathname) return
  const hash = location.hash ? `#${location.hash}` : ''
  throw redirect({ href: `${canonical}${location.searchStr}${hash}`, replace: true })
}

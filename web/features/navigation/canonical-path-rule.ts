import { type ParsedLocation, redirect } from '@tanstack/react-router'
import { canonicalPathname } from '@/lib/head/canonical-url'

/**
 * docs/product.md §2 rule 4: /ua/… becomes /uk/… (dropped again, as uk is no locale here: lib/head/canonical-url.ts),
 * repeated slashes collapse, a trailing slash goes except on '/'.
 */
export function redirectToCanonicalPath(
  location: Pick<ParsedLocation, 'pathname' | 'searchStr' | 'hash'>,
): void {
  const canonical = canonicalPathname(location.pathname)
  if (canonical === location.pathname) return
  const hash = location.hash ? `#${location.hash}` : ''
  throw redirect({ href: `${canonical}${location.searchStr}${hash}`, replace: true })
}

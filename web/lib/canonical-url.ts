import { deLocalizeUrl, getLocale, localizeUrl } from '@/paraglide/runtime.js'

/**
 * Spec §2 rule 4: repeated slashes collapse, and a trailing slash goes except on '/'.
 * Changes `url` in place and returns it.
 */
export function normalizePathname(url: URL): URL {
  const collapsed = url.pathname.replace(/\/{2,}/g, '/')
  url.pathname = collapsed.length > 1 ? collapsed.replace(/\/$/, '') : collapsed
  return url
}

/**
 * Puts the canonical form of the current URL in the address bar (history.replaceState, no
 * reload): normalized path, in the locale in use (opening /ru/x with an 'en' cookie shows /x).
 * Call once at start-up, before the router reads the location; the router builds every
 * later URL in canonical form itself.
 */
export function canonicalizeLocation(): void {
  const current = new URL(window.location.href)
  const canonical = localizeUrl(normalizePathname(deLocalizeUrl(current)), { locale: getLocale() })
  if (canonical.href !== current.href) window.history.replaceState(window.history.state, '', canonical.href)
}

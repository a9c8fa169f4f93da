import { LOCALE_PREFIX_REDIRECTS } from '@/config/constants'
import { deLocalizeUrl, getLocale, type Locale, locales, localizeUrl } from '@/paraglide/runtime.js'

/**
 * Spec docs/product.md §2 rule 4 and §9 "Locale redirect: ua to uk", on a pathname:
 * - a leading /ua/ becomes /uk/ (LOCALE_PREFIX_REDIRECTS);
 * - a prefix that such a redirect leads to but that is no locale of this product (uk: the product ships en
 *   and ru) is dropped, so /ua/support and /uk/support open /support in the visitor's locale (cookie, then
 *   browser language, docs/product.md §4) instead of a 404. Adding uk to project.inlang/settings.json keeps /uk/ as is;
 * - repeated slashes collapse, and a trailing slash goes except on '/'.
 */
export function canonicalPathname(pathname: string): string {
  let path = pathname.replace(/\/{2,}/g, '/')
  const prefix = firstSegment(path)
  const redirected = prefix === undefined ? undefined : LOCALE_PREFIX_REDIRECTS[prefix]
  if (prefix !== undefined && redirected !== undefined)
    path = `/${redirected}${path.slice(prefix.length + 1)}`
  const target = firstSegment(path)
  if (target !== undefined && isUnshippedLocale(target)) path = path.slice(target.length + 1) || '/'
  return path.length > 1 ? path.replace(/\/$/, '') : path
}

const firstSegment = (path: string): string | undefined => /^\/([^/]+)(?=\/|$)/.exec(path)?.[1]

const isUnshippedLocale = (segment: string): boolean =>
  Object.values(LOCALE_PREFIX_REDIRECTS).includes(segment) &&
  !(locales as readonly string[]).includes(segment)

/** canonicalPathname() on a URL: changes `url` in place and returns it. */
export function normalizePathname(url: URL): URL {
  url.pathname = canonicalPathname(url.pathname)
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
  const canonical = canonicalUrl(current, getLocale())
  if (canonical.href !== current.href) window.history.replaceState(window.history.state, '', canonical.href)
}

/**
 * A URL's canonical form in `locale`: normalized before and after the locale goes in, as localizing the root
 * writes a trailing slash (`/` in ru is `/ru/`, canonically `/ru`).
 */
export const canonicalUrl = (url: URL, locale: Locale): URL =>
  normalizePathname(localizeUrl(normalizePathname(deLocalizeUrl(url)), { locale }))

import { LOCALE_PREFIX_REDIRECTS } from '@/config/constants'
import { deLocalizeUrl, getLocale, type Locale, locales, localizeUrl } from '@/paraglide/runtime.js'

/**
 * /ua/ becomes /uk/, and a redirect target that is no locale here (uk) is dropped, so it opens in the visitor's
 * locale instead of a 404.
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

import { allowedRedirect } from '@/lib/safety/redirect-allow-list'

export type RedirectTarget =
  | { kind: 'internal'; href: string }
  | { kind: 'external'; href: string }
  | { kind: 'refused'; reason: string }

/**
 * Where a server-defined redirect may go: a path on this site (router navigation), or an https URL on a host of the
 * configured allow-list (a full page load).
 */
export function redirectTarget(to: string, origin: string, allowedHosts: readonly string[]): RedirectTarget {
  // Whitespace and control characters, which the URL parser strips, could hide a scheme ("java\tscript:");
  // a backslash is read as a slash ("/\\evil.example" is another host). A real target has none of them.
  if (/[\s\p{Cc}\\]/u.test(to)) {
    return { kind: 'refused', reason: 'whitespace, control characters or backslashes' }
  }
  if (to.startsWith('/') && !to.startsWith('//')) {
    const url = new URL(to, origin)
    if (url.origin === origin) return internal(url)
  }
  let url: URL
  try {
    url = new URL(to)
  } catch {
    return { kind: 'refused', reason: 'not a path and not an absolute URL' }
  }
  if (url.origin === origin) return internal(url)
  const allowed = allowedRedirect(to, allowedHosts)
  return allowed
    ? { kind: 'external', href: allowed.href }
    : { kind: 'refused', reason: `${url.protocol}//${url.host} is not an allowed https host` }
}

/**
 * A same-origin URL as the router's path. Dot segments can leave a path that starts with two slashes
 * ("/.//evil.example" is "//evil.example"), which as an href names another host: refused.
 */
function internal(url: URL): RedirectTarget {
  if (url.pathname.startsWith('//')) return { kind: 'refused', reason: 'a path that reads as another host' }
  return { kind: 'internal', href: `${url.pathname}${url.search}${url.hash}` }
}

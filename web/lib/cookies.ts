/** Reads one cookie of the page. */
export function readCookie(name: string): string | null {
  // A server render (the pre-render) has no visitor and no cookies.
  if (typeof document === 'undefined') return null
  const prefix = `${encodeURIComponent(name)}=`
  const found = document.cookie.split('; ').find((part) => part.startsWith(prefix))
  return found ? decodeURIComponent(found.slice(prefix.length)) : null
}

/** Writes one first-party cookie on the whole site, SameSite=Lax, for the given lifetime. */
export function writeCookie(name: string, value: string, maxAgeSeconds: number): void {
  const secure = globalThis.location?.protocol === 'https:' ? '; Secure' : ''
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing in browsers we support; this module is the one place that writes cookies.
  document.cookie = `${encodeURIComponent(name)}=${encodeURIComponent(value)}; Max-Age=${maxAgeSeconds}; Path=/; SameSite=Lax${secure}`
}

export function deleteCookie(name: string): void {
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing in browsers we support; this module is the one place that writes cookies.
  document.cookie = `${encodeURIComponent(name)}=; Max-Age=0; Path=/; SameSite=Lax`
}

/** The part of a window this reads (a stand-in in tests). */
export interface FramedWindow {
  self: unknown
  top: { location: { origin: string } } | null
  location: { origin: string }
}

/**
 * Whether the page is shown in a frame of another site (a partner's widget, or a page that means to trick a click:
 * clickjacking). The top window's origin can be read only when it is this site's; reading another site's throws.
 * Null `top` (a detached frame) counts as framed: nothing says who holds it.
 */
export function inCrossSiteFrame(
  win: FramedWindow | undefined = typeof window === 'undefined'
    ? undefined
    : (window as unknown as FramedWindow),
): boolean {
  if (!win || win.top === win.self) return false
  try {
    return win.top?.location.origin !== win.location.origin
  } catch {
    return true
  }
}

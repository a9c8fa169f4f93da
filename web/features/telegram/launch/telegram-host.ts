/** The origin of Telegram's web clients (web.telegram.org/k/, /a/): the only site a Mini App runs framed in. */
export const TELEGRAM_WEB_ORIGIN = 'https://web.telegram.org'

/** The part of a window this reads (a stand-in in tests). */
export interface HostWindow {
  self: unknown
  top: unknown
  location: { ancestorOrigins?: { readonly length: number; readonly [index: number]: string } }
  document: { referrer: string }
}

const originOf = (url: string): string | null => {
  try {
    return new URL(url).origin
  } catch {
    return null
  }
}

/**
 * Whether the page may be a Telegram Mini App: at the top of its window (Telegram's native clients open it in a
 * webview, not a frame), or framed by Telegram's web client, every ancestor of it on that origin.
 */
export function isTelegramHost(win: HostWindow = globalThis as unknown as HostWindow): boolean {
  if (win.self === win.top) return true
  const ancestors = win.location.ancestorOrigins
  if (ancestors) {
    if (ancestors.length === 0) return false
    for (let index = 0; index < ancestors.length; index += 1)
      if (ancestors[index] !== TELEGRAM_WEB_ORIGIN) return false
    return true
  }
  return originOf(win.document.referrer) === TELEGRAM_WEB_ORIGIN
}

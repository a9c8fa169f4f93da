// Reads Telegram's launch parameters from the URL or the SDK's sessionStorage copy without loading the SDK, so
// visitors outside Telegram never download it.
export interface RawLaunch {
  raw: string
  // False after a reload: kept from an earlier page.
  fromUrl: boolean
}

/** The SDK's sessionStorage key for the launch parameters (@tma.js/bridge `retrieveRawLaunchParams`). */
export const SDK_LAUNCH_STORAGE_KEY = 'tapps/launchParams'

/** The query part of a URL: everything after the first ? or #, with further ? and # read as &. */
export const launchQueryOf = (href: string): string => href.replace(/^[^?#]*[?#]/, '').replace(/[?#]/g, '&')

export const hasLaunchParams = (query: string): boolean => /(^|&)tgWebApp[A-Za-z]+=/.test(query)

function storedLaunch(): string | null {
  try {
    const stored = globalThis.sessionStorage?.getItem(SDK_LAUNCH_STORAGE_KEY)
    const value: unknown = stored ? JSON.parse(stored) : null
    return typeof value === 'string' ? value : null
  } catch {
    return null
  }
}

/** The launch parameters of this page, or null outside Telegram. */
export function readRawLaunch(): RawLaunch | null {
  const fromHref = launchQueryOf(globalThis.location?.href ?? '')
  if (hasLaunchParams(fromHref)) return { raw: fromHref, fromUrl: true }
  const stored = storedLaunch()
  return stored && hasLaunchParams(stored) ? { raw: stored, fromUrl: false } : null
}

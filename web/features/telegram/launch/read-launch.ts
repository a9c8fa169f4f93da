/**
 * Where Telegram puts a mini-app's launch parameters (`tgWebAppData`, `tgWebAppVersion`, `tgWebAppPlatform`,
 * `tgWebAppThemeParams`, `tgWebAppStartParam`): in the URL it opens (the hash, on every platform, the web clients
 * included); once started, the SDK (@tma.js/sdk) keeps them in sessionStorage under `tapps/launchParams`, for a
 * reload after an in-app navigation. This reads both without loading the SDK, so visitors outside Telegram never
 * download it. Start-up code only (browser).
 */
export interface RawLaunch {
  /** The launch parameters as a query string. */
  raw: string
  /** True when they came with this page's URL (a launch), false when kept from an earlier page (a reload). */
  fromUrl: boolean
}

/** The SDK's sessionStorage key for the launch parameters (@tma.js/bridge `retrieveRawLaunchParams`). */
export const SDK_LAUNCH_STORAGE_KEY = 'tapps/launchParams'

/** The query part of a URL: everything after the first ? or #, with further ? and # read as &. */
export const launchQueryOf = (href: string): string => href.replace(/^[^?#]*[?#]/, '').replace(/[?#]/g, '&')

/** Whether a query string carries launch parameters (any tgWebApp… key). */
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

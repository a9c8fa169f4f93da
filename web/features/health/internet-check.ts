import { INTERNET_CHECK_TIMEOUT_MS } from '@/config/constants'
import { env } from '@/config/env'

export type InternetCheckOptions = {
  /**
   * What to fetch (docs/product.md §7 "An internet check is made to a public DNS resolver": a browser cannot query DNS
   * itself, so it fetches a page of a public resolver). Default: the configured VITE_INTERNET_CHECK_URL.
   */
  url?: string
  timeoutMs?: number
  signal?: AbortSignal
  fetch?: typeof fetch
  /** navigator.onLine; false means certainly offline. */
  onLine?: boolean
}

/**
 * Whether the internet can be reached: a no-cors request to a public resolver. Any answer, even an opaque one, proves
 * a connection; a network error or no answer within the timeout means offline.
 */
export async function isInternetReachable(options: InternetCheckOptions = {}): Promise<boolean> {
  const onLine = options.onLine ?? globalThis.navigator?.onLine ?? true
  if (!onLine) return false
  const signals = [AbortSignal.timeout(options.timeoutMs ?? INTERNET_CHECK_TIMEOUT_MS)]
  if (options.signal) signals.push(options.signal)
  const doFetch = options.fetch ?? globalThis.fetch
  try {
    await doFetch(options.url ?? env.internetCheckUrl, {
      mode: 'no-cors',
      cache: 'no-store',
      credentials: 'omit',
      signal: AbortSignal.any(signals),
    })
    return true
  } catch {
    return false
  }
}

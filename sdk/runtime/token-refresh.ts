/**
 * What one refresh attempt came to: a new access token, a refusal by the server (the session is over), or no
 * answer worth acting on (the network, a timeout or a 5xx: the session may well be fine).
 */
export type RefreshAttempt =
  | { outcome: 'refreshed' }
  | { outcome: 'rejected' }
  | { outcome: 'unavailable'; code: 'NETWORK_ERROR' | 'TIMEOUT' | 'ERR_SERVICE_UNAVAILABLE' }

export type RefreshResult = RefreshAttempt & {
  /** True for the one caller whose 418 started the refresh (it reports the refresh; the others only retry). */
  started: boolean
}

export interface TokenRefresher {
  /** How many refreshes have succeeded: a request notes it when sent. */
  generation(): number
  /**
   * For a 418 on a request sent at `sentAt` (a generation): when a refresh has succeeded since that request
   * left, its token is already replaced and the request only needs to be sent again; otherwise one refresh runs
   * for everyone (a refresh in flight is joined). Never rejects.
   */
  refreshAfter(sentAt: number): Promise<RefreshResult>
}

export interface TokenRefresherOptions {
  /** The waits between attempts when the refresh is unavailable; their count is the number of retries. */
  retryDelaysMs?: readonly number[]
  wait?: (ms: number) => Promise<void>
  /** What the browser's tabs share about refreshes (default: this tab only; configure-sdk.ts passes acrossTabs). */
  tabs?: RefreshCoordination
}

import { inThisTabOnly, type RefreshCoordination } from './refresh-across-tabs'

/** Inferred (the spec does not say): three retries, 1 s, 2 s and 4 s after each failure. */
export const DEFAULT_REFRESH_RETRY_DELAYS_MS: readonly number[] = [1_000, 2_000, 4_000]

const REFRESHED: RefreshAttempt = { outcome: 'refreshed' }

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms))

/**
 * One token refresh at a time, and none that is not needed: many 418s at once, or one after another while the
 * first refresh runs or right after it succeeded, cause one refresh (docs/product.md §6 "HTTP 418 triggers a token
 * refresh"), in this tab and, with `tabs`, across the browser's tabs (refresh-across-tabs.ts). A refresh the
 * network or the server could not answer is retried with backoff; only a refresh the server rejects ends the
 * session.
 */
export function createTokenRefresher(
  attempt: () => Promise<RefreshAttempt>,
  {
    retryDelaysMs = DEFAULT_REFRESH_RETRY_DELAYS_MS,
    wait = sleep,
    tabs = inThisTabOnly(),
  }: TokenRefresherOptions = {},
): TokenRefresher {
  let inFlight: Promise<RefreshAttempt | null> | null = null

  async function withRetries(): Promise<RefreshAttempt> {
    for (let retry = 0; ; retry += 1) {
      const result = await attempt().catch(
        (): RefreshAttempt => ({ outcome: 'unavailable', code: 'NETWORK_ERROR' }),
      )
      const delay = retryDelaysMs[retry]
      if (result.outcome !== 'unavailable' || delay === undefined) return result
      await wait(delay)
    }
  }

  /** Under the tabs' lock; null when another tab refreshed while this one waited for it. */
  const refreshUnlessDone = (sentAt: number) =>
    tabs.exclusive(async (): Promise<RefreshAttempt | null> => {
      if (tabs.generation() > sentAt) return null
      const result = await withRetries()
      if (result.outcome === 'refreshed') tabs.completed()
      return result
    })

  return {
    generation: () => tabs.generation(),
    async refreshAfter(sentAt) {
      if (tabs.generation() > sentAt) return { outcome: 'refreshed', started: false }
      if (inFlight) return { ...((await inFlight) ?? REFRESHED), started: false }
      inFlight = refreshUnlessDone(sentAt).finally(() => {
        inFlight = null
      })
      const result = await inFlight
      return result ? { ...result, started: true } : { ...REFRESHED, started: false }
    },
  }
}

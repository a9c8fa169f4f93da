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
}

/** Inferred (the spec does not say): three retries, 1 s, 2 s and 4 s after each failure. */
export const DEFAULT_REFRESH_RETRY_DELAYS_MS: readonly number[] = [1_000, 2_000, 4_000]

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms))

/**
 * One token refresh at a time, and none that is not needed: many 418s at once, or one after another while the
 * first refresh runs or right after it succeeded, cause one refresh (spec §6 "HTTP 418 triggers a token
 * refresh"). A refresh the network or the server could not answer is retried with backoff; only a refresh the
 * server rejects ends the session.
 */
export function createTokenRefresher(
  attempt: () => Promise<RefreshAttempt>,
  { retryDelaysMs = DEFAULT_REFRESH_RETRY_DELAYS_MS, wait = sleep }: TokenRefresherOptions = {},
): TokenRefresher {
  let generation = 0
  let inFlight: Promise<RefreshAttempt> | null = null

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

  return {
    generation: () => generation,
    async refreshAfter(sentAt) {
      if (generation > sentAt) return { outcome: 'refreshed', started: false }
      if (inFlight) return { ...(await inFlight), started: false }
      const running = withRetries().then((result) => {
        if (result.outcome === 'refreshed') generation += 1
        return result
      })
      inFlight = running.finally(() => {
        inFlight = null
      })
      return { ...(await inFlight), started: true }
    },
  }
}

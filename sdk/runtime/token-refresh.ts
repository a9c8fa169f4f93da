// `unavailable`: the network, a timeout or a 5xx; the session may well be fine.
export type RefreshAttempt =
  | { outcome: 'refreshed' }
  | { outcome: 'rejected' }
  | { outcome: 'unavailable'; code: 'NETWORK_ERROR' | 'TIMEOUT' | 'ERR_SERVICE_UNAVAILABLE' }

export type RefreshResult = RefreshAttempt & {
  // The caller whose 418 started the refresh reports it; the others only retry.
  started: boolean
}

export interface TokenRefresher {
  generation(): number
  // A refresh since `sentAt` means the request only needs resending; else one shared refresh runs. Never rejects.
  refreshAfter(sentAt: number): Promise<RefreshResult>
}

export interface TokenRefresherOptions {
  retryDelaysMs?: readonly number[]
  wait?: (ms: number) => Promise<void>
  tabs?: RefreshCoordination
}

import { inThisTabOnly, type RefreshCoordination } from './refresh-across-tabs'

// Inferred: the spec gives no retry policy.
export const DEFAULT_REFRESH_RETRY_DELAYS_MS: readonly number[] = [1_000, 2_000, 4_000]

const REFRESHED: RefreshAttempt = { outcome: 'refreshed' }

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms))

// Many 418s cause one refresh (docs/product.md §6), across tabs too; only a refusal by the server ends the session.
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

  // Null when another tab refreshed while this one waited for the lock.
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

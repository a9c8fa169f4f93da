import { describe, expect, it } from 'vitest'
import { acrossTabs, inThisTabOnly, type RefreshCoordination } from './refresh-across-tabs'
import { createTokenRefresher, type RefreshAttempt } from './token-refresh'

/**
 * A browser's shared pieces: the cookie jar (one refresh token for every tab), a server that rotates the token on
 * each refresh and refuses a token it has replaced, localStorage and the Web Locks API.
 */
function browser() {
  let issued = 1
  const jar = { refreshToken: 1 }
  const refreshes: number[] = []
  /** One POST refresh: the cookie is read when it is sent, the answer comes a moment later. */
  const attempt = async (): Promise<RefreshAttempt> => {
    const sent = jar.refreshToken
    await new Promise((resolve) => setTimeout(resolve, 5))
    refreshes.push(sent)
    if (sent !== issued) return { outcome: 'rejected' }
    issued += 1
    jar.refreshToken = issued
    return { outcome: 'refreshed' }
  }
  const items = new Map<string, string>()
  const storage = {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
  } as Storage
  let queue: Promise<unknown> = Promise.resolve()
  const locks = {
    request<T>(_name: string, task: () => Promise<T>): Promise<T> {
      const run = queue.then(task)
      queue = run.catch(() => {})
      return run
    },
  }
  return { attempt, refreshes, tab: () => acrossTabs(locks, storage) }
}

const refresher = (attempt: () => Promise<RefreshAttempt>, tabs: RefreshCoordination) =>
  createTokenRefresher(attempt, { tabs, retryDelaysMs: [] })

describe('token refreshes across tabs', () => {
  it('never lets two tabs refresh with the same rotating refresh token: one refreshes, the other only retries', async () => {
    const { attempt, refreshes, tab } = browser()
    const [first, second] = [refresher(attempt, tab()), refresher(attempt, tab())]
    const sentAt = [first.generation(), second.generation()]
    const results = await Promise.all([
      first.refreshAfter(sentAt[0] ?? 0),
      second.refreshAfter(sentAt[1] ?? 0),
    ])
    expect(results).toEqual([
      { outcome: 'refreshed', started: true },
      { outcome: 'refreshed', started: false },
    ])
    expect(refreshes).toEqual([1])
    // A request either tab sends now knows the refresh happened.
    expect(second.generation()).toBe(first.generation())
  })

  it('refreshes again with the token the last refresh set, when a later 418 comes', async () => {
    const { attempt, refreshes, tab } = browser()
    const [first, second] = [refresher(attempt, tab()), refresher(attempt, tab())]
    await first.refreshAfter(first.generation())
    expect(await second.refreshAfter(second.generation())).toEqual({ outcome: 'refreshed', started: true })
    expect(refreshes).toEqual([1, 2])
  })

  it('shows the race it prevents: tabs that do not coordinate lose the session', async () => {
    const { attempt } = browser()
    const [first, second] = [refresher(attempt, inThisTabOnly()), refresher(attempt, inThisTabOnly())]
    const results = await Promise.all([first.refreshAfter(0), second.refreshAfter(0)])
    expect(results.map((result) => result.outcome)).toEqual(['refreshed', 'rejected'])
  })

  it('keeps to this tab where the browser has no Web Locks or storage', async () => {
    const { attempt, refreshes } = browser()
    const alone = refresher(attempt, acrossTabs(undefined, null))
    const results = await Promise.all([alone.refreshAfter(0), alone.refreshAfter(0)])
    expect(results).toEqual([
      { outcome: 'refreshed', started: true },
      { outcome: 'refreshed', started: false },
    ])
    expect(refreshes).toEqual([1])
  })
})

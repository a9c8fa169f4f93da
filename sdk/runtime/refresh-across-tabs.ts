/**
 * What the tabs of one browser share about token refreshes. The refresh token is a cookie all of them send and the
 * server rotates it on each refresh: two tabs refreshing at once send the same token, and the second is refused
 * (the session would end). So a refresh runs while no other tab's does (Web Locks): the next one sends the cookie
 * the last one set. A tab that waited also sees whether another tab refreshed since its request left (a generation
 * counter in localStorage): then it only sends the request again, without a refresh of its own.
 */
export interface RefreshCoordination {
  /** How many refreshes any tab has completed (read when a request is sent). */
  generation(): number
  /** Notes a refresh this tab completed. */
  completed(): void
  /** Runs `task` while no other tab runs one. */
  exclusive<T>(task: () => Promise<T>): Promise<T>
}

/** The Web Lock every tab of the origin takes to refresh, and the localStorage key of the generation. */
export const REFRESH_LOCK_NAME = 'sdk-token-refresh'
export const REFRESH_GENERATION_KEY = 'sdk-token-refresh-generation'

interface LockManagerLike {
  request<T>(name: string, callback: () => Promise<T>): Promise<T>
}

/** One tab alone: a counter of its own, no lock (the refresher already runs one refresh at a time in a tab). */
export function inThisTabOnly(): RefreshCoordination {
  let generation = 0
  return {
    generation: () => generation,
    completed: () => {
      generation += 1
    },
    exclusive: (task) => task(),
  }
}

/**
 * The browser's tabs: the Web Locks API and localStorage, where both exist; else this tab only (an old browser, a
 * storage the browser denies).
 */
export function acrossTabs(
  locks: LockManagerLike | undefined = browserLocks(),
  storage: Storage | null = localStorageOrNull(),
): RefreshCoordination {
  if (!locks || !storage) return inThisTabOnly()
  const read = () => Number(storage.getItem(REFRESH_GENERATION_KEY)) || 0
  return {
    generation: read,
    completed() {
      try {
        storage.setItem(REFRESH_GENERATION_KEY, String(read() + 1))
      } catch {
        // A full storage: other tabs then refresh again themselves, one at a time.
      }
    },
    exclusive: (task) => locks.request(REFRESH_LOCK_NAME, task),
  }
}

function browserLocks(): LockManagerLike | undefined {
  return (globalThis.navigator as { locks?: LockManagerLike } | undefined)?.locks
}

function localStorageOrNull(): Storage | null {
  try {
    return globalThis.localStorage ?? null
  } catch {
    return null
  }
}

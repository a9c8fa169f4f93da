// The server rotates the shared refresh cookie, so two tabs refreshing at once would end the session: one refresh
// at a time (Web Locks), and a refresh counter in localStorage lets a waiting tab skip its own.
export interface RefreshCoordination {
  generation(): number
  completed(): void
  exclusive<T>(task: () => Promise<T>): Promise<T>
}

export const REFRESH_LOCK_NAME = 'sdk-token-refresh'
export const REFRESH_GENERATION_KEY = 'sdk-token-refresh-generation'

interface LockManagerLike {
  request<T>(name: string, callback: () => Promise<T>): Promise<T>
}

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

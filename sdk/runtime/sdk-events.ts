import type { OperationId } from '../operations.gen'

export interface SdkEventMap {
  /** The session is gone: a 401, or a 418 whose token refresh failed. The app clears its account data. */
  sessionReset: { reason: 'unauthorized' | 'refresh-failed'; operationId: OperationId | null }
  /** A 418 was answered by a successful token refresh (docs/product.md §6: the app refetches the account data). */
  sessionRefreshed: { operationId: OperationId | null }
  contractViolation: { operationId: OperationId | null; status: number; detail: string }
}

type Listener<K extends keyof SdkEventMap> = (event: SdkEventMap[K]) => void

export interface SdkEvents {
  on<K extends keyof SdkEventMap>(type: K, listener: Listener<K>): () => void
  emit<K extends keyof SdkEventMap>(type: K, event: SdkEventMap[K]): void
}

export function createSdkEvents(): SdkEvents {
  const listeners = new Map<keyof SdkEventMap, Set<Listener<never>>>()
  return {
    on(type, listener) {
      const set = listeners.get(type) ?? new Set()
      set.add(listener as Listener<never>)
      listeners.set(type, set)
      return () => set.delete(listener as Listener<never>)
    },
    emit(type, event) {
      for (const listener of listeners.get(type) ?? []) (listener as Listener<typeof type>)(event)
    },
  }
}

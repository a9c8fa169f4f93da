import { useSyncExternalStore } from 'react'

/**
 * Where the messenger layer stands, for the pieces that show it (the layer's alert, the login dialog on a failed
 * sign-in, the order shortcut).
 */
export type TelegramStatus = 'starting' | 'signed-in' | 'kept-session' | 'invalid' | 'rejected' | 'failed'

export interface TelegramState {
  status: TelegramStatus
  /** The failure's text in the user's language (from errorMessage), for `failed` and some `rejected`. */
  failure: string | null
  /** `order-<id>` was the start parameter: the order page still needs its destination address. */
  pendingOrderId: string | null
  /** The account was created by this launch (telegram/create). */
  created: boolean
  /** The native welcome popup was refused (docs/product.md §5 limits): the layer greets on the page. */
  welcomeOnPage: boolean
}

const initial: TelegramState = {
  status: 'starting',
  failure: null,
  pendingOrderId: null,
  created: false,
  welcomeOnPage: false,
}
let state: TelegramState = initial
const listeners = new Set<() => void>()

export function getTelegramState(): TelegramState {
  return state
}

export function updateTelegramState(patch: Partial<TelegramState>): void {
  state = { ...state, ...patch }
  for (const listener of listeners) listener()
}

/** Back to the start (tests). */
export function resetTelegramState(): void {
  state = initial
  for (const listener of listeners) listener()
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

export function useTelegramState(): TelegramState {
  return useSyncExternalStore(subscribe, getTelegramState, () => initial)
}

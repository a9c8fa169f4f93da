import { useRouteContext } from '@tanstack/react-router'
import { useSyncExternalStore } from 'react'
import type { SessionState, SessionStore } from './session-store'

/** The session store of the router context (created in main.tsx). */
export function useSessionStore(): SessionStore {
  return useRouteContext({ from: '__root__', select: (context) => context.session })
}

/** The current session; re-renders when it changes (sign-in, refresh, logout, reset, another tab). */
export function useSession(): SessionState {
  const store = useSessionStore()
  return useSyncExternalStore(store.subscribe, store.getState, store.getState)
}

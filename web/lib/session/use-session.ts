import { useRouteContext } from '@tanstack/react-router'
import { useSyncExternalStore } from 'react'
import { GUEST_SESSION, type SessionState, type SessionStore } from './session-store'

/** The session store of the router context (created in main.tsx). */
export function useSessionStore(): SessionStore {
  return useRouteContext({ from: '__root__', select: (context) => context.session })
}

/**
 * The current session; re-renders when it changes (sign-in, refresh, logout, reset, another tab). A server render
 * (the pre-render) knows no visitor, and the hydration of its HTML must render what it rendered: both show a guest,
 * and a signed-in visitor's header switches right after hydration.
 */
export function useSession(): SessionState {
  const store = useSessionStore()
  return useSyncExternalStore(store.subscribe, store.getState, guestSession)
}

const guestSession = () => GUEST_SESSION

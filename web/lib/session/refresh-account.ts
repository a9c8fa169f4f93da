import type { AnyRouter, ParsedLocation } from '@tanstack/react-router'
import type { RouterContext } from '../router-context'
import type { SessionStore } from './session-store'

export type RefreshAccountArgs = {
  context: RouterContext
  location: Pick<ParsedLocation, 'pathname'>
  /** A preload (hover on a link) fetches nothing: the navigation itself will. */
  preload?: boolean
}

/** Resolves before the child routes' guards run, so they see the fresh data. */
export async function refreshAccountIfStale({
  context,
  location,
  preload,
}: RefreshAccountArgs): Promise<void> {
  if (preload) return
  await context.session.refreshIfStale(location.pathname)
}

/** When the SDK loses the session, the current route's guards run again so a guest never stays on an account page. */
export function bindSessionToRouter(session: SessionStore, router: AnyRouter): () => void {
  return session.onEnd((reason) => {
    if (reason === 'logout') return
    if (router.state.status !== 'pending') {
      void router.invalidate()
      return
    }
    const unsubscribe = router.subscribe('onResolved', () => {
      unsubscribe()
      void router.invalidate()
    })
  })
}

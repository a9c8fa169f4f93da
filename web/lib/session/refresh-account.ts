import type { AnyRouter, ParsedLocation } from '@tanstack/react-router'
import type { RouterContext } from '../router-context'
import type { SessionStore } from './session-store'

export type RefreshAccountArgs = {
  context: RouterContext
  location: Pick<ParsedLocation, 'pathname'>
  /** A preload (hover on a link) fetches nothing: the navigation itself will. */
  preload?: boolean
}

/**
 * Spec docs/product.md §2 rule 2, run from the root route's beforeLoad: a signed-in user's account data is fetched again when the
 * last fetch is older than 15 minutes or the target is a profile page. It resolves before the child routes'
 * guards run, so they see the fresh data (a 401 on the way signs the user out, and the guard redirects).
 */
export async function refreshAccountIfStale({
  context,
  location,
  preload,
}: RefreshAccountArgs): Promise<void> {
  if (preload) return
  await context.session.refreshIfStale(location.pathname)
}

/**
 * When the SDK loses the session (or another tab signs out), the current route's guards run again, so a guest
 * never stays on an account page. A logout navigates by itself. During a navigation, once it has settled.
 */
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

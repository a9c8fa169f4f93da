import type { QueryClient } from '@tanstack/react-query'
import type { AnyRouter } from '@tanstack/react-router'

export type RerunOutcome = 'nothing-failed' | 'recovered' | 'failed-again'

/** Resolves when the router has no load in flight (a loader that is still running may yet fail). */
function loadSettled(router: AnyRouter): Promise<void> {
  if (router.state.status === 'idle') return Promise.resolve()
  return new Promise((resolve) => {
    const unsubscribe = router.subscribe('onResolved', () => {
      unsubscribe()
      resolve()
    })
  })
}

const failedMatchIds = (router: AnyRouter, wanted: (error: unknown) => boolean) =>
  new Set(
    router.state.matches
      .filter((match) => match.status === 'error' && wanted(match.error))
      .map((match) => match.id),
  )

/**
 * Runs again, in place, what failed on the page with an error `wanted` accepts: the path, query and locale stay,
 * and the routes that loaded keep their state (and what was typed into them).
 * - Queries that failed that way without data are reset, so a component that suspends on one fetches it again
 *   instead of rethrowing the cached error; those that still hold data and are on screen are refetched.
 * - The route matches that failed that way are invalidated (router.invalidate with a filter): only their loaders
 *   run again, the others are not touched.
 * A load still in flight is waited for first, so a loader that fails just after the call is not missed.
 * Resolves once the loaders have settled: 'failed-again' when a match failed the same way again.
 */
export async function rerunFailedRoutes(
  router: AnyRouter,
  queryClient: QueryClient,
  wanted: (error: unknown) => boolean,
): Promise<RerunOutcome> {
  await loadSettled(router)
  const failedQuery = (query: { state: { status: string; error: unknown } }) =>
    query.state.status === 'error' && wanted(query.state.error)
  void queryClient.resetQueries({
    predicate: (query) => failedQuery(query) && query.state.data === undefined,
  })
  void queryClient.refetchQueries({ predicate: failedQuery, type: 'active' })
  const failed = failedMatchIds(router, wanted)
  if (failed.size === 0) return 'nothing-failed'
  await router.invalidate({ filter: (match) => failed.has(match.id) })
  return failedMatchIds(router, wanted).size > 0 ? 'failed-again' : 'recovered'
}

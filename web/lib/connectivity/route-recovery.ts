import type { QueryClient } from '@tanstack/react-query'
import type { AnyRouter } from '@tanstack/react-router'

export type RerunOutcome = 'nothing-failed' | 'recovered' | 'failed-again'

/** A loader that is still running may yet fail. */
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
 * Reruns in place only what failed with an error `wanted` accepts, so the routes that loaded keep their state.
 * Failed queries without data are reset so a suspending component fetches again instead of rethrowing the cached error.
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

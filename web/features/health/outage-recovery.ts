import type { QueryClient } from '@tanstack/react-query'
import type { AnyRouter } from '@tanstack/react-router'
import { isOutageError } from '@/lib/connectivity/outage'
import { rerunFailedRoutes } from '@/lib/connectivity/route-recovery'

export interface OutageRecoveryDeps {
  router: AnyRouter
  queryClient: QueryClient
  /** The recovery's own calls met the outage again: the service is shown as not working until the next OK. */
  onOutageAgain: () => void
}

/**
 * What the shell does when the service comes back (health OK again, or the connection back): every route on the page
 * whose loader failed with an outage (503, network, timeout) runs its loaders again, once per recovery, in place.
 */
export function createOutageRecovery({ router, queryClient, onOutageAgain }: OutageRecoveryDeps) {
  let running: Promise<void> | null = null
  return function recover(): Promise<void> {
    running ??= rerunFailedRoutes(router, queryClient, isOutageError)
      .then((outcome) => {
        if (outcome === 'failed-again') onOutageAgain()
      })
      .finally(() => {
        running = null
      })
    return running
  }
}

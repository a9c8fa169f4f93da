import { useQueryClient } from '@tanstack/react-query'
import { useRouter } from '@tanstack/react-router'
import { useState } from 'react'
import { rerunFailedRoutes } from '@/lib/connectivity/route-recovery'

const anyError = () => true

/**
 * "Try again" on an error page: runs the failed loaders (and the failed queries) again in place, without a reload, so
 * the path, query and locale stay.
 */
export function useRetryFailedRoutes(resetBoundary?: () => void) {
  const router = useRouter()
  const queryClient = useQueryClient()
  const [retrying, setRetrying] = useState(false)
  const retry = async () => {
    setRetrying(true)
    try {
      const outcome = await rerunFailedRoutes(router, queryClient, anyError)
      if (outcome === 'nothing-failed') resetBoundary?.()
    } finally {
      setRetrying(false)
    }
  }
  return { retry, retrying }
}

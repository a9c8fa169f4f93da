import { useQueryClient } from '@tanstack/react-query'
import { useRouter } from '@tanstack/react-router'
import { useEffect } from 'react'
import { createOutageRecovery } from './outage-recovery'
import { outageObserved, serviceRecovered } from './recovery-signals'

/**
 * Heals every page that failed to load during an outage (docs/product.md §4 Health: "OK enables the service"): when
 * the health checks find the service back, the routes whose loaders failed with an outage run again.
 */
export function OutageRecoveryWatcher() {
  const router = useRouter()
  const queryClient = useQueryClient()
  useEffect(() => {
    const recover = createOutageRecovery({ router, queryClient, onOutageAgain: outageObserved.emit })
    return serviceRecovered.subscribe(() => void recover())
  }, [router, queryClient])
  return null
}

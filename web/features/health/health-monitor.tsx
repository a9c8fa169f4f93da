import { useEffect, useState } from 'react'
import { loadWhenOnline } from '@/lib/connectivity/load-when-online'
import { setServiceStatus } from '@/lib/connectivity/service-status'
import { m } from '@/paraglide/messages.js'
import styles from './health-monitor.module.css'

/**
 * Watches the service's health from start-up (docs/product.md §4 "Health") and sets the app-wide service status
 * (lib/connectivity/service-status.ts): the root shows the non-working layout while it is not OK and the app again when the checks
 * are OK.
 */
export function HealthMonitor() {
  const [offline, setOffline] = useState(false)

  useEffect(() => {
    let stop: (() => void) | undefined
    let cancelled = false
    // The connection can drop before the checks' code has come: the notice shows while it waits to load.
    void loadWhenOnline(
      () => import('./start-health'),
      () => setOffline(true),
    ).then(({ startHealth }) => {
      if (cancelled) return
      setOffline(false)
      stop = startHealth((state) => {
        setServiceStatus(state.status)
        setOffline(state.offline)
      })
    })
    return () => {
      cancelled = true
      stop?.()
    }
  }, [])

  return (
    <div role="status" className={styles.region}>
      {offline && (
        <div className={styles.notice}>
          <p className={styles.title}>{m.health_offline_title()}</p>
          <p className={styles.description}>{m.health_offline_description()}</p>
        </div>
      )}
    </div>
  )
}

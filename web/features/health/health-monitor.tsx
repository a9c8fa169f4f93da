import { getHealth } from '@sdk/gen/api/sdk.gen'
import { useEffect, useState } from 'react'
import { setServiceStatus } from '@/lib/service-status'
import { m } from '@/paraglide/messages.js'
import { initialHealthState, isRecovery } from './health-machine'
import styles from './health-monitor.module.css'
import { startHealthRunner } from './health-runner'
import { isInternetReachable } from './internet-check'
import { outageObserved, serviceRecovered } from './recovery-signals'

async function checkHealth(signal: AbortSignal) {
  // GET /api/v1/health; its 10 s timeout comes from the contract (x-timeout-ms), applied by the SDK transport.
  const { data } = await getHealth({ signal, throwOnError: true })
  return data.status
}

function subscribeWake(wake: () => void) {
  document.addEventListener('visibilitychange', wake)
  window.addEventListener('online', wake)
  return () => {
    document.removeEventListener('visibilitychange', wake)
    window.removeEventListener('online', wake)
  }
}

/**
 * Watches the service's health from start-up (spec §4 "Health") and sets the app-wide service status
 * (lib/service-status.ts): the root shows the non-working layout while it is not OK and the app again when
 * the checks are OK. When the checks fail because the visitor's own connection is down, it shows an
 * "offline" notice instead. When the service comes back it signals `serviceRecovered` (the shell re-runs the pages
 * that failed meanwhile); an `outageObserved` from that recovery sets it back to UNHEALTHY. Mounted once, in the
 * root route.
 */
export function HealthMonitor() {
  const [offline, setOffline] = useState(false)

  useEffect(() => {
    let previous = initialHealthState
    return startHealthRunner({
      checkHealth,
      checkInternet: (signal) => isInternetReachable({ signal }),
      onChange: (state) => {
        setServiceStatus(state.status)
        setOffline(state.offline)
        const recovered = isRecovery(previous, state)
        previous = state
        if (recovered) serviceRecovered.emit()
      },
      isHidden: () => document.visibilityState === 'hidden',
      subscribeWake,
      subscribeOutage: outageObserved.subscribe,
    })
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

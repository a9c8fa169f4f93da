import { useRouter } from '@tanstack/react-router'
import { useEffect, useRef } from 'react'

/**
 * The address the visitor landed on, read when the app's modules load: before the router cleans it up or a
 * navigation rule redirects (an aggregator link's redirect to the exchange page would drop its utm_* tags).
 */
const landingUrl = globalThis.location?.href ?? ''

/**
 * Starts visitor tracking (start-tracking.ts) once, in the root route. Its code is not needed for the first render,
 * so it loads separately, right after.
 */
export function TrackingStarter() {
  const router = useRouter()
  const lastPath = useRef<string | null>(null)

  useEffect(() => {
    let stop: (() => void) | undefined
    let cancelled = false
    void import('./start-tracking').then(({ startTracking }) => {
      if (!cancelled) stop = startTracking(router, { landingUrl, lastPath })
    })
    return () => {
      cancelled = true
      stop?.()
    }
  }, [router])

  return null
}

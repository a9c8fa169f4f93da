import { useRouter } from '@tanstack/react-router'
import { Suspense, useEffect, useRef, useState } from 'react'
import { env } from '@/config/env'
import { lazyPart } from '@/lib/load-when-online'

/**
 * The address the visitor landed on, read when the app's modules load: before the router cleans it up or a
 * navigation rule redirects (an aggregator link's redirect to the exchange page would drop its utm_* tags).
 */
const landingUrl = globalThis.location?.href ?? ''

const TagManagerConsent = lazyPart(() =>
  import('./tag-manager/tag-manager-consent').then((module) => ({ default: module.TagManagerConsent })),
)

/**
 * Starts visitor tracking (start-tracking.ts) once, in the root route. Its code is not needed for the first
 * render, so it loads separately, right after. With a tag manager configured (tagManagerId), its consent question
 * and loader come after the first render too (a pre-rendered page has none); without one, nothing of it loads.
 */
export function TrackingStarter() {
  const router = useRouter()
  const lastPath = useRef<string | null>(null)
  const [tagManagerId, setTagManagerId] = useState<string | null>(null)

  useEffect(() => {
    let stop: (() => void) | undefined
    let cancelled = false
    void import('./start-tracking').then(({ startTracking }) => {
      if (!cancelled) stop = startTracking(router, { landingUrl, lastPath })
    })
    setTagManagerId(env.tagManagerId)
    return () => {
      cancelled = true
      stop?.()
    }
  }, [router])

  if (!tagManagerId) return null
  return (
    <Suspense fallback={null}>
      <TagManagerConsent containerId={tagManagerId} />
    </Suspense>
  )
}

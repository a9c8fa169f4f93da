import type { AnyRouter } from '@tanstack/react-router'
import { env } from '@/config/env'
import type { TrackingUserType } from '@/lib/session/account-rules'
import { browserFingerprint } from '@/lib/session/visitor-ids'
import { getLocale, localizeUrl } from '@/paraglide/runtime.js'
import { landingFacts } from './landing-facts'
import { pushPageView } from './page-view'
import { captureFirstVisitUtm, captureUtmRecord } from './utm-capture'

function safeLocalStorage(): Storage | null {
  try {
    return window.localStorage
  } catch {
    return null
  }
}

/** The landing is recorded once per page load (StrictMode runs effects twice). */
let landingCaptured = false

/** The tag manager's consent question, while it is on the page (one a page, as the landing). */
let consentQuestion: Promise<() => void> | null = null

export type TrackingOptions = {
  /** The address the visitor opened, before the router cleaned it up or redirected. */
  landingUrl: string
  /** The last path counted as a page view; kept by the caller across StrictMode's effect re-run. */
  lastPath: { current: string | null }
}

/**
 * Visitor tracking (docs/product.md §3, §6): records the landing's UTM tags (the first_visit_utm cookie and the UTM
 * record), computes the u_id fingerprint once the browser is idle, and pushes a page_view with the user type ('guest'
 * or 'authorized') for the current page and every later one (a change of path: search changes such as the exchange
 * form's amount are not page views).
 */
export function startTracking(router: AnyRouter, { landingUrl, lastPath }: TrackingOptions): () => void {
  if (!landingCaptured && landingUrl) {
    landingCaptured = true
    captureFirstVisitUtm(new URL(landingUrl).searchParams)
    captureUtmRecord(landingFacts(landingUrl), safeLocalStorage())
  }
  // Once the browser is idle after the first paint, so a sign-in or an order seldom waits for it.
  const whenIdle = globalThis.requestIdleCallback ?? ((run: () => void) => setTimeout(run, 0))
  whenIdle(() => void browserFingerprint())

  const track = () => {
    const { pathname, href } = router.state.resolvedLocation ?? router.state.location
    if (pathname === lastPath.current) return
    lastPath.current = pathname
    // The address the visitor sees (/ru/… in Russian), not the router's internal path.
    const url = localizeUrl(new URL(href, window.location.origin))
    const userType: TrackingUserType = router.options.context?.session?.getState().trackingUserType ?? 'guest'
    pushPageView({ path: url.pathname, url: url.href, locale: getLocale(), userType })
  }
  if (router.state.status === 'idle') track()
  const containerId = env.tagManagerId
  if (containerId && !consentQuestion)
    consentQuestion = import('./tag-manager/ask-consent').then(({ askConsent }) => askConsent(containerId))
  const unsubscribe = router.subscribe('onResolved', track)
  return () => {
    unsubscribe()
    void consentQuestion?.then((remove) => remove())
    consentQuestion = null
  }
}

import {
  SITE_RECHECK_BACKOFF_FACTOR,
  SITE_RECHECK_INTERVAL_MS,
  SITE_RECHECK_MAX_INTERVAL_MS,
} from '@/config/constants'

/** The question under way: those who ask at once (a failed chunk's reload check and the part's own) share it. */
let asking: Promise<boolean> | undefined

/**
 * Whether the site answers at all: a `HEAD` of the page's own address, past every cache. The one judgement of "the
 * connection is down" for code that fails to load (build-update/chunk-reload.ts, load-when-online.ts):
 * `navigator.onLine` says only that the device has a network, not that it reaches the site.
 */
export function siteAnswers(): Promise<boolean> {
  asking ??= fetch(window.location.href, { method: 'HEAD', cache: 'no-store' })
    .then(
      () => true,
      () => false,
    )
    .finally(() => {
      asking = undefined
    })
  return asking
}

/** The wait under way, which every part waiting for the site shares (one probe at a time, not one per part). */
let waitingForSite: Promise<void> | undefined

/**
 * Resolves once the site answers again: asked when the browser says it is back online, or, while it says it is
 * online (a connection that reaches nothing), after SITE_RECHECK_INTERVAL_MS, then after longer and longer waits.
 */
export function untilSiteAnswers(): Promise<void> {
  waitingForSite ??= (async () => {
    let wait = SITE_RECHECK_INTERVAL_MS
    for (;;) {
      await new Promise((resolve) =>
        navigator.onLine
          ? setTimeout(resolve, wait)
          : window.addEventListener('online', resolve, { once: true }),
      )
      if (await siteAnswers()) break
      wait = Math.min(wait * SITE_RECHECK_BACKOFF_FACTOR, SITE_RECHECK_MAX_INTERVAL_MS)
    }
    waitingForSite = undefined
  })()
  return waitingForSite
}

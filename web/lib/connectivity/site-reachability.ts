import { backoffDelay, healthBackoff } from './backoff'

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
 * Whether the page is known to be cut off from the site: the browser says it is offline, or code is waiting for the
 * site to answer again (untilSiteAnswers below). Asks nothing.
 */
export function siteOutOfReach(): boolean {
  return waitingForSite !== undefined || globalThis.navigator?.onLine === false
}

/**
 * Resolves once the site answers again: asked when the browser says it is back online, or, while it says it is
 * online (a connection that reaches nothing), on the health checks' schedule (lib/connectivity/backoff.ts: 5 s, then ×1.5 up
 * to 30 s), so that visitors stuck on a dead connection do not ask a site that is down every few seconds.
 */
export function untilSiteAnswers(): Promise<void> {
  waitingForSite ??= (async () => {
    for (let unanswered = 1; ; unanswered++) {
      await new Promise((resolve) =>
        navigator.onLine
          ? setTimeout(resolve, backoffDelay(unanswered, healthBackoff))
          : window.addEventListener('online', resolve, { once: true }),
      )
      if (await siteAnswers()) break
    }
    waitingForSite = undefined
  })()
  return waitingForSite
}

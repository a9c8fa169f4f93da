import { backoffDelay, healthBackoff } from './backoff'

let asking: Promise<boolean> | undefined

/** A `HEAD` of the page past every cache: `navigator.onLine` says only that the device has a network. */
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

/** One probe at a time, not one per waiting part. */
let waitingForSite: Promise<void> | undefined

export function siteOutOfReach(): boolean {
  return waitingForSite !== undefined || globalThis.navigator?.onLine === false
}

/** Asks on the health checks' backoff so visitors on a dead connection do not hammer a site that is down. */
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

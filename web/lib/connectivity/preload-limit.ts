import type { AnyRouter } from '@tanstack/react-router'
import { MAX_CONCURRENT_ROUTE_PRELOADS } from '@/config/constants'
import { siteOutOfReach } from './site-reachability'

/**
 * Wraps an async function so that at most `max` calls run at once; further calls wait
 * in a FIFO queue and start as earlier ones settle (fulfilled or rejected).
 */
export function limitConcurrency<Args extends unknown[], Result>(
  fn: (...args: Args) => Promise<Result>,
  max: number,
): (...args: Args) => Promise<Result> {
  if (!Number.isInteger(max) || max < 1) throw new RangeError(`max must be a positive integer, got ${max}`)
  let active = 0
  const waiting: Array<() => void> = []

  const release = () => {
    active -= 1
    waiting.shift()?.()
  }

  return (...args) =>
    new Promise<Result>((resolve, reject) => {
      const start = () => {
        active += 1
        // Promise.resolve().then() also turns a synchronous throw into a rejection.
        Promise.resolve()
          .then(() => fn(...args))
          .then(resolve, reject)
          .finally(release)
      }
      if (active < max) start()
      else waiting.push(start)
    })
}

/**
 * Spec docs/product.md §9 "at most 4 route preloads at once". The router's `<Link preload>` and
 * `router.preloadRoute()` both go through the instance method, so wrapping it caps them all.
 * Navigations are not preloads and are never queued. While the site is out of reach no preload starts: its code
 * would wait for the connection (lib/connectivity/route-chunks-when-online.ts) and hold a place in the limit until then.
 */
export function limitRoutePreloads<TRouter extends AnyRouter>(
  router: TRouter,
  max: number = MAX_CONCURRENT_ROUTE_PRELOADS,
): TRouter {
  const preloadRoute = router.preloadRoute
  const limited = limitConcurrency(preloadRoute, max)
  router.preloadRoute = ((...args: Parameters<typeof preloadRoute>) =>
    siteOutOfReach() ? Promise.resolve(undefined) : limited(...args)) as typeof preloadRoute
  return router
}

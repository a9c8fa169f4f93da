import type { AnyRouter } from '@tanstack/react-router'

declare module '@tanstack/react-router' {
  interface StaticDataRouteOption {
    /**
     * Spec docs/product.md §2 "Scrolling": keep the scroll position when arriving at this route from a
     * different path (by default such navigations scroll to the top).
     */
    keepScroll?: boolean
  }
}

/**
 * Spec docs/product.md §2 "Scrolling", on top of the router's scroll restoration:
 * - navigation within the same path goes to the hash target, or to the top;
 * - navigation to another path goes to the top, unless the target route has
 *   `staticData: { keepScroll: true }`;
 * - back/forward restores the position the page had (the router's restoration).
 * A single navigation can also opt out with `resetScroll: false` (e.g. search-param
 * updates that keep a form in view).
 *
 * The app's first render is not a navigation: a pre-rendered page is on screen before it, and what the visitor
 * scrolled meanwhile (or the browser, to a `#hash` or back to where a reload was) stays as it is. The router would
 * otherwise scroll to the top once the page has hydrated, under the visitor's finger (a tap on a link lower down
 * then landed on whatever had moved under it). The first render lets the router scroll only where it has somewhere
 * to go (`firstRenderScrolls`).
 */
export function createScrollPolicy(
  firstRenderMayScroll: () => boolean = () => firstRenderScrolls(currentLanding()),
) {
  let keepScroll = false
  let firstRender = true
  return {
    /** Pass as the router's `scrollRestoration` option (the router asks it after each render). */
    scrollRestoration: () => {
      if (firstRender) {
        firstRender = false
        if (!firstRenderMayScroll()) return false
      }
      return !keepScroll
    },
    /** Call once with the created router. Returns an unsubscribe function. */
    attach(router: AnyRouter): () => void {
      return router.subscribe('onBeforeLoad', ({ pathChanged, toLocation }) => {
        keepScroll = pathChanged && routeKeepsScroll(router, toLocation.pathname)
      })
    },
  }
}

/** How the visitor arrived at the page the app renders first. */
export type Landing = {
  hash: string
  /** The navigation's type (PerformanceNavigationTiming): `navigate`, `reload`, `back_forward`, `prerender`. */
  navigationType: string | undefined
  scrolled: () => boolean
}

/**
 * Whether the router may scroll on the app's first render: only to a `#hash`, or back to where the page was on a
 * reload or a step through history, and only if the visitor has not scrolled meanwhile. A page opened afresh is
 * at the top already. Where the page is scrolled is asked only then: reading it lays out a page the app has just
 * rendered (on the order page, a forced layout of 60–130 ms at a phone's speed in one task).
 */
export function firstRenderScrolls({ hash, navigationType, scrolled }: Landing): boolean {
  const restoring = navigationType === 'reload' || navigationType === 'back_forward'
  if (!hash && !restoring) return false
  return !scrolled()
}

function currentLanding(): Landing {
  const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[]
  return {
    hash: window.location.hash,
    navigationType: navigation?.type,
    scrolled: () => window.scrollX !== 0 || window.scrollY !== 0,
  }
}

function routeKeepsScroll(router: AnyRouter, pathname: string): boolean {
  const [routes] = router.getMatchedRoutes(pathname)
  return routes.some((route) => route.options.staticData?.keepScroll === true)
}

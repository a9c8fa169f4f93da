import type { AnyRouter } from '@tanstack/react-router'

declare module '@tanstack/react-router' {
  interface StaticDataRouteOption {
    /**
     * Spec §2 "Scrolling": keep the scroll position when arriving at this route from a
     * different path (by default such navigations scroll to the top).
     */
    keepScroll?: boolean
  }
}

/**
 * Spec §2 "Scrolling", on top of the router's scroll restoration:
 * - navigation within the same path goes to the hash target, or to the top;
 * - navigation to another path goes to the top, unless the target route has
 *   `staticData: { keepScroll: true }`;
 * - back/forward restores the position the page had (the router's restoration).
 * A single navigation can also opt out with `resetScroll: false` (e.g. search-param
 * updates that keep a form in view).
 */
export function createScrollPolicy() {
  let keepScroll = false
  return {
    /** Pass as the router's `scrollRestoration` option. */
    scrollRestoration: () => !keepScroll,
    /** Call once with the created router. Returns an unsubscribe function. */
    attach(router: AnyRouter): () => void {
      return router.subscribe('onBeforeLoad', ({ pathChanged, toLocation }) => {
        keepScroll = pathChanged && routeKeepsScroll(router, toLocation.pathname)
      })
    },
  }
}

function routeKeepsScroll(router: AnyRouter, pathname: string): boolean {
  const [routes] = router.getMatchedRoutes(pathname)
  return routes.some((route) => route.options.staticData?.keepScroll === true)
}

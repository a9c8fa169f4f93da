import type { AnyRouter } from '@tanstack/react-router'

declare module '@tanstack/react-router' {
  interface StaticDataRouteOption {
    /** Keep the scroll position when arriving from another path. */
    keepScroll?: boolean
  }
}

/**
 * The app's first render is not a navigation: the visitor may already have scrolled the pre-rendered page, so the
 * router scrolls then only where it has somewhere to go (`firstRenderScrolls`).
 */
export function createScrollPolicy(
  firstRenderMayScroll: () => boolean = () => firstRenderScrolls(currentLanding()),
) {
  let keepScroll = false
  let firstRender = true
  return {
    scrollRestoration: () => {
      if (firstRender) {
        firstRender = false
        if (!firstRenderMayScroll()) return false
      }
      return !keepScroll
    },
    attach(router: AnyRouter): () => void {
      return router.subscribe('onBeforeLoad', ({ pathChanged, toLocation }) => {
        keepScroll = pathChanged && routeKeepsScroll(router, toLocation.pathname)
      })
    },
  }
}

export type Landing = {
  hash: string
  navigationType: string | undefined
  scrolled: () => boolean
}

/** The scroll offset is read only here: reading it forces a layout of the page the app has just rendered. */
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

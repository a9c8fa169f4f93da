import type { AnyRouter } from '@tanstack/react-router'
import { loadWhenOnline } from './load-when-online'

const SPLIT_COMPONENTS = ['component', 'pendingComponent', 'errorComponent', 'notFoundComponent'] as const

type SplitComponent = { preload?: () => Promise<void> }

/**
 * lazyRouteComponent reloads the page when a route's code fails, which offline shows the browser's offline page;
 * each split `preload` goes through loadWhenOnline instead. lazyRouteComponent drops `preload` once loaded, which
 * is how a load is told from a failure.
 */
export function loadRouteChunksWhenOnline(router: AnyRouter): void {
  for (const route of Object.values(router.routesById)) {
    for (const type of SPLIT_COMPONENTS) {
      const component: SplitComponent | undefined = route.options[type]
      const load = component?.preload
      if (!component || !load) continue
      const loadOrFail = async () => {
        await load()
        if (component.preload !== undefined) throw new Error(`the ${type} of ${route.id} did not load`)
      }
      component.preload = () => loadWhenOnline(loadOrFail).catch(() => undefined)
    }
  }
}

import type { AnyRouter } from '@tanstack/react-router'
import { loadWhenOnline } from './load-when-online'

/** The route options that the router plugin's code splitting turns into `lazyRouteComponent`s. */
const SPLIT_COMPONENTS = ['component', 'pendingComponent', 'errorComponent', 'notFoundComponent'] as const

type SplitComponent = { preload?: () => Promise<void> }

/**
 * A route's own code loads through TanStack Router's `lazyRouteComponent`, which reloads the page once when that
 * code fails to load: a link followed offline put the browser's offline page in place of the visitor's. Here each
 * split component's `preload`, which the router awaits before it renders the route, goes through loadWhenOnline as
 * the parts that load on first use do: while the site does not answer it waits and loads again (the navigation
 * stays pending meanwhile, with the loading bar). Code that fails while the site answers (a deploy removed it) is
 * left to lazyRouteComponent and the reload-once paths, as before. `lazyRouteComponent` swallows the failure and
 * drops `preload` once its code is there, which is how a load is told from a failure. For the browser only (on a
 * server `preload` stays).
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

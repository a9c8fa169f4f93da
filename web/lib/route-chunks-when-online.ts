import type { AnyRouter } from '@tanstack/react-router'
import { siteAnswers, untilSiteAnswers } from './site-reachability'

/** The route options that the router plugin's code splitting turns into `lazyRouteComponent`s. */
const SPLIT_COMPONENTS = ['component', 'pendingComponent', 'errorComponent', 'notFoundComponent'] as const

type SplitComponent = { preload?: () => Promise<void> }

const waiting = new WeakSet<SplitComponent>()

/**
 * A route's own code loads through TanStack Router's `lazyRouteComponent`, which reloads the page once when that
 * code fails to load: a link followed offline put the browser's offline page in place of the visitor's. Here each
 * split component's `preload`, which the router awaits before it renders the route, waits while the site does not
 * answer and loads again once it does (the navigation stays pending meanwhile, with the loading bar), as the parts
 * that load on first use do (load-when-online.ts). Code that fails while the site answers (a deploy removed it) is
 * left to the reload-once paths, as before. `lazyRouteComponent` swallows the failure and drops `preload` once its
 * code is there, which is how a load is told from a failure. For the browser only (on a server `preload` stays).
 */
export function loadRouteChunksWhenOnline(router: AnyRouter): void {
  for (const route of Object.values(router.routesById)) {
    for (const type of SPLIT_COMPONENTS) {
      const component: SplitComponent | undefined = route.options[type]
      const load = component?.preload
      if (!component || !load || waiting.has(component)) continue
      waiting.add(component)
      const loaded = () => component.preload === undefined
      component.preload = async () => {
        await load()
        while (!loaded() && !(await siteAnswers())) {
          await untilSiteAnswers()
          await load()
        }
      }
    }
  }
}

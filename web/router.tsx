import { createRouter } from '@tanstack/react-router'
import { NotFoundPage } from '@/components/errors/not-found-page'
import { RouteError } from '@/components/errors/route-error'
import { limitRoutePreloads } from '@/lib/connectivity/preload-limit'
import { normalizePathname } from '@/lib/head/canonical-url'
import { followServerMessages } from '@/lib/i18n/server-messages-root'
import type { RouterContext } from '@/lib/router-context'
import { createScrollPolicy } from '@/lib/scroll-policy'
import { parseSearch, stringifySearch } from '@/lib/search-params'
import { deLocalizeUrl, localizeUrl } from '@/paraglide/runtime.js'
import { routeTree } from './route-tree.gen'

export function createAppRouter(context: RouterContext) {
  const scrollPolicy = createScrollPolicy()
  const router = createRouter({
    routeTree,
    context,
    // The route tree is unprefixed; /ru/… is the same tree seen through paraglide (docs/product.md §2).
    rewrite: {
      input: ({ url }) => normalizePathname(deLocalizeUrl(url)),
      output: ({ url }) => normalizePathname(localizeUrl(url)),
    },
    parseSearch,
    stringifySearch,
    defaultPreload: 'intent',
    // Loaders read through react-query, which does the caching.
    defaultPreloadStaleTime: 0,
    scrollRestoration: scrollPolicy.scrollRestoration,
    defaultNotFoundComponent: NotFoundPage,
    defaultErrorComponent: RouteError,
  })
  scrollPolicy.attach(router)
  // The pages show the server's texts once they arrive (lib/i18n/server-messages-root.tsx).
  followServerMessages(router)
  return limitRoutePreloads(router)
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>
  }
}

import type { BrowserContext, Route } from '@playwright/test'

const unanswered = (route: Route) =>
  route.request().method() === 'HEAD' ? route.abort('internetdisconnected') : route.fallback()

/**
 * Drops the browser's connection: the context goes offline, and the probes of the site (a HEAD of the page's
 * address, web/lib/connectivity/site-reachability.ts) go unanswered too. In the dev projects those probes are requests of the
 * mocks' service worker, which the context's offline mode does not always stop (once one was answered, and the page
 * reloaded into the browser's offline page). Returns the way back online.
 */
export async function dropConnection(context: BrowserContext): Promise<() => Promise<void>> {
  await context.route('**/*', unanswered)
  await context.setOffline(true)
  return async () => {
    await context.unroute('**/*', unanswered)
    await context.setOffline(false)
  }
}

import type { SdkEvents } from '@sdk/runtime/sdk-events'
import { dehydrate, QueryClient } from '@tanstack/react-query'
import type { AnyRouter } from '@tanstack/react-router'
import { createRequestHandler, getSsrStatus } from '@tanstack/react-router/ssr/server'
import { env } from '@/config/env'
import { LOCALE_META } from '@/config/locales'
import { brandName } from '@/lib/brand'
import type { PrerenderState, ServiceBaseUrls } from '@/lib/hydration/prerender-state'
import { collectRenderedParts } from '@/lib/hydration/prerendered-lazy'
import { setRenderTime } from '@/lib/hydration/render-time'
import { createSessionStore } from '@/lib/session/session-store'
import { AppRoot } from '@/lib/startup/app-root'
import type { Locale } from '@/paraglide/runtime.js'
import { paraglideMiddleware } from '@/paraglide/server.js'
import { createAppRouter } from '../router'
import { type RenderedDocument, renderDocument } from './render-document'

export type RenderedPage = RenderedDocument & {
  /** `<html lang>` of the page's locale. */
  lang: string
  state: PrerenderState
}

type RenderPageOptions = { sdkEvents: SdkEvents; baseUrls: ServiceBaseUrls }

/**
 * Renders one public page as a first-time visitor sees it: a guest, no stored preferences, the locale of the URL's
 * prefix (paraglide's server middleware). TanStack Router's request handler does the server side of the router (a
 * memory history at the URL, router.load(): the navigation rules, guards and loaders, all through the SDK), then
 * React renders the same tree the browser hydrates (lib/startup/app-root.tsx). A redirect, a 404, an error or a failed
 * query fails the page: the pre-render writes only pages that render completely.
 */
export async function renderPage(url: URL, options: RenderPageOptions): Promise<RenderedPage> {
  const request = new Request(url)
  let page: RenderedPage | undefined
  // TanStack Router rewrites /ru/… itself, so the router gets the original request (paraglide's advice).
  await paraglideMiddleware(request, async ({ locale }) => {
    page = await renderInLocale(request, locale, options)
    return new Response()
  })
  if (!page) throw new Error(`${url} was not rendered`)
  return page
}

async function renderInLocale(
  request: Request,
  locale: Locale,
  { sdkEvents, baseUrls }: RenderPageOptions,
): Promise<RenderedPage> {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  const session = createSessionStore({ queryClient, sdkEvents, storage: null })
  const renderedAt = Date.now()
  setRenderTime(renderedAt)
  let rendered: RenderedPage | undefined
  try {
    const handle = createRequestHandler({
      request,
      createRouter: () => {
        const router = createAppRouter({ queryClient, sdkEvents, session })
        // The router's scroll restoration adds an inline script to server HTML (a strict CSP forbids it); the
        // browser's router restores scrolling once hydrated.
        router.update({ ...router.options, scrollRestoration: false })
        return router
      },
    })
    const response = await handle(async ({ router, responseHeaders }) => {
      const status = getSsrStatus(router)
      if (status === 200) {
        const lang = LOCALE_META[locale].lang
        const { result: document, parts } = await collectRenderedParts(() =>
          renderDocument(<AppRoot queryClient={queryClient} router={router} />, lang),
        )
        rendered = {
          ...document,
          lang,
          state: pageState(router, locale, renderedAt, parts),
        }
      }
      return new Response(null, { status, headers: responseHeaders })
    })
    const location = response.headers.get('Location')
    if (location) throw new Error(`${request.url} redirects to ${location}`)
    if (!rendered) throw new Error(`${request.url} answered ${response.status}`)
    return rendered
  } finally {
    session.dispose()
  }

  function pageState(router: AnyRouter, pageLocale: Locale, time: number, parts: string[]): PrerenderState {
    const failed = queryClient
      .getQueryCache()
      .getAll()
      .filter((query) => query.state.status === 'error')
    if (failed.length > 0) {
      const keys = failed.map((query) => query.queryHash).join(', ')
      throw new Error(`${request.url}: these queries failed: ${keys}`)
    }
    const { location, matches } = router.state
    return {
      version: 1,
      locale: pageLocale,
      pathname: location.pathname,
      routeSearch: matches.map((match) => match._strictSearch),
      siteOrigin: env.siteOrigin,
      brand: brandName(),
      renderedAt: time,
      baseUrls,
      queries: dehydrate(queryClient),
      parts,
    }
  }
}

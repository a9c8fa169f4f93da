import type { QueryClient } from '@tanstack/react-query'
import type { AnyRoute, AnyRouter } from '@tanstack/react-router'
import { type ReactNode, startTransition } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { env } from '@/config/env'
import { brandName } from '@/lib/brand'
import type { EarlyClicks } from '@/lib/hydration/early-clicks'
import { HYDRATION_MARK } from '@/lib/hydration/hydration-mark'
import {
  PRERENDERED_HEAD_END,
  PRERENDERED_HEAD_START,
  type PrerenderState,
  readPrerenderState,
  rebaseQueries,
  serviceBaseUrls,
} from '@/lib/hydration/prerender-state'
import { readyPrerenderedParts } from '@/lib/hydration/prerendered-lazy'
import { setRenderTime } from '@/lib/hydration/render-time'
import { yieldToBrowser } from '@/lib/hydration/yield-to-browser'
import { getLocale } from '@/paraglide/runtime.js'
import { AppRoot } from './app-root'

type StartAppOptions = {
  container: HTMLElement
  queryClient: QueryClient
  router: AnyRouter
  /** A click on a pre-rendered button before the app could handle it: replayed once hydrating, else dropped. */
  earlyClicks?: EarlyClicks | null
}

/**
 * Renders the app into `container`. A page the pre-render wrote (web/ssr) is hydrated: its query cache is filled
 * from the page's state, the router loads the same matches from it (no request), and React takes over the HTML as
 * it is. Anything else (the SPA shell of the account pages, a shell page, or a pre-rendered page whose visitor
 * needs other markup: another locale, another form query) renders as a plain client app, as before pre-rendering.
 */
export async function startApp({
  container,
  queryClient,
  router,
  earlyClicks,
}: StartAppOptions): Promise<void> {
  const app = <AppRoot queryClient={queryClient} router={router} />
  const state = readPrerenderState(container)
  if (!state) {
    earlyClicks?.drop()
    loadPageCode(router)
    if (container.hasChildNodes()) return renderOverShell(container, app, router)
    createRoot(container).render(app)
    return
  }
  const queries = rebaseQueries(state.queries, state.baseUrls, serviceBaseUrls(env))
  // The answers the page was rendered from, as they were then (no hydration module: setQueryData does it).
  for (const query of queries ?? []) {
    queryClient.setQueryData(query.queryKey, query.data, { updatedAt: query.updatedAt })
  }
  // Opened on another origin than the one it was rendered for, the page's links name the wrong site: React
  // writes its own head tags instead.
  if (state.siteOrigin !== env.siteOrigin) dropPrerenderedHead()
  await yieldToBrowser()
  await router.load()
  if (!queries || !rendersAsPrerendered(state, router)) {
    earlyClicks?.drop()
    dropPrerenderedHead()
    createRoot(container).render(app)
    return
  }
  // The lazy parts the page shows: loaded to hydrate with it, or held until visible (lib/hydration/prerendered-lazy.tsx).
  await readyPrerenderedParts(state.parts)
  setRenderTime(state.renderedAt)
  // What TanStack Router's own hydrate() sets: the matches render as on the server (no Suspense around the root).
  router.ssr = { manifest: undefined }
  await yieldToBrowser()
  // Everything the page needed before React takes it over has loaded (lib/hydration/hydration-mark.ts).
  performance.mark(HYDRATION_MARK)
  // In a transition React hydrates in slices of a few milliseconds, yielding to the browser in between, instead of
  // in one long task; a click meanwhile hydrates what it hit first.
  startTransition(() => {
    hydrateRoot(container, app)
  })
  // React has its listeners on the page now: a click it dispatches hydrates the clicked part first.
  earlyClicks?.replay()
}

/**
 * A shell page (web/ssr/shell-pages.ts: an order page's frame and heading, pre-rendered without its data) stays as
 * the server sent it until the page has loaded (its data, the navigation rules' redirects), then React renders the
 * page over it in one commit: no blank or half-loaded page between. The render is a transition, so React renders
 * in slices with the browser free in between instead of in one long task (Lighthouse's Total Blocking Time).
 */
async function renderOverShell(container: HTMLElement, app: ReactNode, router: AnyRouter): Promise<void> {
  await router.load()
  // React writes the page's own head tags.
  dropPrerenderedHead()
  const root = createRoot(container)
  startTransition(() => root.render(app))
}

/**
 * Starts loading the code of the page being opened (its routes' lazy chunks and components). The router loads it
 * only once the navigation rules have run, the server redirect lookup among them (docs/product.md §2 rule 6): on the SPA
 * shell's pages (an order, the account) that put a round trip between the app's start and its first paint. A
 * chunk that fails here fails again, and is handled, when the router loads it.
 */
function loadPageCode(router: AnyRouter): void {
  for (const match of router.matchRoutes(router.latestLocation)) {
    const route = (router.routesById as Record<string, AnyRoute | undefined>)[match.routeId]
    if (route) router.loadRouteChunk(route)?.catch(() => undefined)
  }
}

/** Whether the loaded router renders the markup the pre-render wrote: same locale, page and route search. */
function rendersAsPrerendered(state: PrerenderState, router: AnyRouter): boolean {
  const { location, matches } = router.state
  return (
    state.locale === getLocale() &&
    state.brand === brandName() &&
    state.pathname === location.pathname &&
    matches.every((match) => match.status === 'success') &&
    JSON.stringify(matches.map((match) => match._strictSearch)) === JSON.stringify(state.routeSearch)
  )
}

/** Removes the head tags of a pre-rendered page that renders afresh (the app writes its own). */
function dropPrerenderedHead(): void {
  let inside = false
  for (const node of [...document.head.childNodes]) {
    const marker = node.nodeType === Node.COMMENT_NODE ? node.nodeValue : null
    if (marker === PRERENDERED_HEAD_START) inside = true
    if (inside) node.remove()
    if (marker === PRERENDERED_HEAD_END) inside = false
  }
}

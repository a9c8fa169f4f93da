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
  earlyClicks?: EarlyClicks | null
}

/**
 * Hydrates a pre-rendered page from its own state (no request); anything else, including a page whose visitor
 * needs other markup (another locale or form query), renders as a plain client app.
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
  for (const query of queries ?? []) {
    queryClient.setQueryData(query.queryKey, query.data, { updatedAt: query.updatedAt })
  }
  // Opened on another origin, the page's links name the wrong site: React writes its own head tags.
  if (state.siteOrigin !== env.siteOrigin) dropPrerenderedHead()
  await yieldToBrowser()
  await router.load()
  if (!queries || !rendersAsPrerendered(state, router)) {
    earlyClicks?.drop()
    dropPrerenderedHead()
    createRoot(container).render(app)
    return
  }
  await readyPrerenderedParts(state.parts)
  setRenderTime(state.renderedAt)
  // What TanStack Router's own hydrate() sets: the matches render as on the server.
  router.ssr = { manifest: undefined }
  await yieldToBrowser()
  performance.mark(HYDRATION_MARK)
  // In a transition React hydrates in short slices, and a click meanwhile hydrates what it hit first.
  startTransition(() => {
    hydrateRoot(container, app)
  })
  earlyClicks?.replay()
}

/** A shell page stays as the server sent it until the page has loaded, then React renders over it in one commit. */
async function renderOverShell(container: HTMLElement, app: ReactNode, router: AnyRouter): Promise<void> {
  await router.load()
  dropPrerenderedHead()
  const root = createRoot(container)
  startTransition(() => root.render(app))
}

/**
 * The router loads a page's code only after the navigation rules (a server round trip), so it starts here. A chunk
 * that fails here fails again, and is handled, when the router loads it.
 */
function loadPageCode(router: AnyRouter): void {
  for (const match of router.matchRoutes(router.latestLocation)) {
    const route = (router.routesById as Record<string, AnyRoute | undefined>)[match.routeId]
    if (route) router.loadRouteChunk(route)?.catch(() => undefined)
  }
}

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

function dropPrerenderedHead(): void {
  let inside = false
  for (const node of [...document.head.childNodes]) {
    const marker = node.nodeType === Node.COMMENT_NODE ? node.nodeValue : null
    if (marker === PRERENDERED_HEAD_START) inside = true
    if (inside) node.remove()
    if (marker === PRERENDERED_HEAD_END) inside = false
  }
}

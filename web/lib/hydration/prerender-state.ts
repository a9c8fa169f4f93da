import type { DehydratedState } from '@tanstack/react-query'
import type { AppEnv } from '@/config/env'

/**
 * What a pre-rendered page (web/ssr, scripts/prerender.ts) hands to the app that hydrates it, as JSON in a
 * non-executing `<script type="application/json" id="prerender-state">` (a strict Content-Security-Policy without
 * 'unsafe-inline' allows it: the browser never runs it). lib/startup/start-app.tsx reads it.
 */
export const PRERENDER_STATE_ELEMENT_ID = 'prerender-state'

/** Comments that enclose the head tags the pre-render wrote, so a page that cannot hydrate can drop them. */
export const PRERENDERED_HEAD_START = 'prerendered-head'
export const PRERENDERED_HEAD_END = '/prerendered-head'

/** The base URL of each service the SDK calls (config/env); every generated query key carries its own. */
export type ServiceBaseUrls = { api: string; dictionary: string; blog: string; site: string }

export const serviceBaseUrls = (env: AppEnv): ServiceBaseUrls => ({
  api: env.apiBaseUrl,
  dictionary: env.dictionaryBaseUrl,
  blog: env.blogBaseUrl,
  site: env.siteBaseUrl,
})

export interface PrerenderState {
  version: 1
  /** The locale the page was rendered in. */
  locale: string
  /** The router's (de-localized) pathname of the page, e.g. '/price/btc' for /ru/price/btc. */
  pathname: string
  /**
   * The search each matched route validated (its strict search), root first: the app hydrates only when its own
   * routes read the same (a visitor's ?send=… renders another form; ?utm_source=… renders the same page).
   */
  routeSearch: unknown[]
  /** The public origin its links were written for (config/env `siteOrigin`). */
  siteOrigin: string
  /** The brand name it shows (lib/brand.ts): a runtime configuration with another one renders afresh. */
  brand: string
  /** When the page was rendered (epoch ms): "now" while hydrating (lib/hydration/render-time.ts). */
  renderedAt: number
  /** The base URLs the pre-render's SDK used, so the browser can find the queries under its own. */
  baseUrls: ServiceBaseUrls
  /** TanStack Query's dehydrated cache: every answer the page was rendered from. */
  queries: DehydratedState
  /** The lazily loaded parts the page shows (lib/hydration/prerendered-lazy.tsx): their code loads before it hydrates. */
  parts: string[]
}

/** The state as the script element's text: JSON whose `<` is escaped, so no value can close the element. */
export function serializePrerenderState(state: PrerenderState): string {
  return JSON.stringify(state).replace(/</g, '\\u003c')
}

/**
 * The pre-rendered page's state, or null in a page the pre-render did not write (the SPA shell). It is read from
 * where the pre-render puts it, the element right after the app's container (web/ssr/html-template.ts), never by
 * looking its id up: an element of the page's content that took the id (a CMS post's, DOM clobbering) would come
 * first, and its text would fill the query cache.
 */
export function readPrerenderState(container: Element): PrerenderState | null {
  const element = container.nextElementSibling
  const isState =
    element?.tagName === 'SCRIPT' &&
    element.id === PRERENDER_STATE_ELEMENT_ID &&
    element.getAttribute('type') === 'application/json'
  const text = isState ? element.textContent : null
  if (!text) return null
  try {
    const state = JSON.parse(text) as Partial<PrerenderState> | null
    return state?.version === 1 ? (state as PrerenderState) : null
  } catch {
    return null
  }
}

/** A dehydrated query's key with its base URL moved (the first element of every generated key carries it). */
export type RebasedQuery = { queryKey: readonly unknown[]; data: unknown; updatedAt: number }

/**
 * The dehydrated queries under the browser's base URLs: a page pre-rendered for https://swap.example and opened
 * where the runtime configuration names other service addresses keys its answers by the addresses it uses. Null
 * when the mapping is ambiguous (two services on one pre-render base but on two browser bases): the page then
 * renders afresh.
 */
export function rebaseQueries(
  queries: DehydratedState,
  from: ServiceBaseUrls,
  to: ServiceBaseUrls,
): RebasedQuery[] | null {
  const moves = new Map<string, string>()
  for (const service of Object.keys(from) as (keyof ServiceBaseUrls)[]) {
    const [source, target] = [from[service], to[service]]
    if (moves.has(source) && moves.get(source) !== target) return null
    moves.set(source, target)
  }
  return queries.queries.map(({ queryKey, state }) => {
    const [first, ...rest] = queryKey
    const baseUrl = (first as { baseUrl?: unknown } | undefined)?.baseUrl
    const target = typeof baseUrl === 'string' ? moves.get(baseUrl) : undefined
    const key =
      target === undefined || target === baseUrl
        ? queryKey
        : [{ ...(first as object), baseUrl: target }, ...rest]
    return { queryKey: key, data: state.data, updatedAt: state.dataUpdatedAt }
  })
}

import type { DehydratedState } from '@tanstack/react-query'
import type { AppEnv } from '@/config/env'

/** A pre-rendered page's state, as non-executing JSON so a strict Content-Security-Policy allows it. */
export const PRERENDER_STATE_ELEMENT_ID = 'prerender-state'

/** They enclose the pre-rendered head tags, so a page that cannot hydrate can drop them. */
export const PRERENDERED_HEAD_START = 'prerendered-head'
export const PRERENDERED_HEAD_END = '/prerendered-head'

export type ServiceBaseUrls = { api: string; dictionary: string; blog: string; site: string }

export const serviceBaseUrls = (env: AppEnv): ServiceBaseUrls => ({
  api: env.apiBaseUrl,
  dictionary: env.dictionaryBaseUrl,
  blog: env.blogBaseUrl,
  site: env.siteBaseUrl,
})

export interface PrerenderState {
  version: 1
  locale: string
  pathname: string
  /** The app hydrates only when its routes validate the same search (?send=… renders another form; ?utm_source=… does not). */
  routeSearch: unknown[]
  siteOrigin: string
  brand: string
  renderedAt: number
  /** So the browser can find the queries under its own base URLs. */
  baseUrls: ServiceBaseUrls
  queries: DehydratedState
  parts: string[]
}

/** `<` is escaped, so no value can close the element. */
export function serializePrerenderState(state: PrerenderState): string {
  return JSON.stringify(state).replace(/</g, '\\u003c')
}

/**
 * Read from the element right after the app's container, never by id: a CMS post's element that took the id
 * (DOM clobbering) would come first and fill the query cache.
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

export type RebasedQuery = { queryKey: readonly unknown[]; data: unknown; updatedAt: number }

/** Null when the mapping is ambiguous (two services on one pre-render base but two browser bases): the page renders afresh. */
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

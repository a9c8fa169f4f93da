import type { QueryClient } from '@tanstack/react-query'
import { rootRouteId, type StaticDataRouteOption } from '@tanstack/react-router'
import { m } from '@/paraglide/messages.js'
import { brandName } from './brand'
import { type AlternateLink, alternateLinks, type CanonicalLink, canonicalLink } from './locale'
import { cachedSeoOverrides } from './seo-texts'

export type PageText = {
  /** The page's own title; the brand is added for the document title. */
  title: string
  description: string
}

/**
 * What tells a route match that failed: its status, a not-found or other error put on it, a param or search
 * that failed validation. (The router does not always mark the failing match itself: when a param fails, the
 * match keeps status `success` with a `paramsError`, and the not-found goes to the route that renders it, here
 * the root, as its `error`.)
 */
type MatchOutcome = {
  status: string
  globalNotFound?: boolean
  error?: unknown
  paramsError?: unknown
  searchError?: unknown
}

const isFailed = (match: MatchOutcome): boolean =>
  match.status === 'notFound' ||
  match.status === 'error' ||
  match.globalNotFound === true ||
  match.error != null ||
  match.paramsError != null ||
  match.searchError != null

/**
 * The parts of a route match that head() reads: how it went, and for SEO texts (spec §2 rule 5) the page the
 * route names (`staticData.seoPage`) and the query client the navigation rules loaded the texts into.
 */
type HeadMatch = MatchOutcome & {
  staticData?: StaticDataRouteOption
  context?: { queryClient?: QueryClient }
}

/**
 * Builds a route's `head()` result (document title, description, Open Graph) from page text. When the route
 * names its SEO page and the dictionary service has texts for it, those override the title and description
 * (`seoValues` fill their placeholders, e.g. { from: 'BTC', to: 'USDT' }) and its markup becomes JSON-LD.
 */
export function pageHead(match: HeadMatch, text: () => PageText, seoValues?: Record<string, string>) {
  // A route that failed (a 404 from params.parse, a loader error): the not-found and error
  // pages set their own title and robots noindex (and its params may not even be parsed).
  if (isFailed(match)) return {}
  const page = match.staticData?.seoPage
  const queryClient = match.context?.queryClient
  const seo = page && queryClient ? cachedSeoOverrides(queryClient, page, seoValues) : {}
  const defaults = text()
  const title = seo.title ?? defaults.title
  const description = seo.description ?? defaults.description
  const documentTitle = m.seo_title_template({ title, brand: brandName() })
  return {
    meta: [
      { title: documentTitle },
      { name: 'description', content: description },
      { property: 'og:title', content: documentTitle },
      { property: 'og:description', content: description },
      ...(seo.markup === undefined ? [] : [{ 'script:ld+json': seo.markup }]),
    ],
  }
}

/** The parts of a route match that tell whether it rendered a real page. */
type PageMatch = MatchOutcome & { routeId: string; pathname: string }

/**
 * The document's `<link>`s for the matches of the current location (the root route's head()): the canonical URL
 * and the hreflang alternates of the page (spec §2: every route in en and under /ru), for a real page only. A 404 has none: an
 * unknown path (only the root matched) or a param or search that failed validation (spec §8); nor has a route
 * that failed. `origin` defaults to the site's public origin (config/env `siteOrigin`).
 */
export function pageLinks(
  matches: ReadonlyArray<PageMatch>,
  origin?: string,
): Array<CanonicalLink | AlternateLink> {
  const page = matches.at(-1)
  if (!page || page.routeId === rootRouteId || matches.some(isFailed)) return []
  return [canonicalLink(page.pathname, origin), ...alternateLinks(page.pathname, origin)]
}

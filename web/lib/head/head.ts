import type { QueryClient } from '@tanstack/react-query'
import { rootRouteId, type StaticDataRouteOption } from '@tanstack/react-router'
import { brandName } from '@/lib/brand'
import { paintAfterParsed } from '@/lib/hydration/first-screen'
import { type AlternateLink, alternateLinks, type CanonicalLink, canonicalLink } from '@/lib/i18n/locale'
import { m } from '@/paraglide/messages.js'
import { cachedSeoOverrides } from './seo-texts'
import { shareMeta } from './share-meta'
import {
  breadcrumbList,
  type Crumb,
  type JsonLd,
  jsonLdMeta,
  organization,
  withMarkupDefaults,
} from './structured-data'

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
 * The parts of a route match that head() reads: how it went, and for SEO texts (docs/product.md §2 rule 5) the page the
 * route names (`staticData.seoPage`) and the query client the navigation rules loaded the texts into.
 */
type HeadMatch = MatchOutcome & {
  pathname?: string
  staticData?: StaticDataRouteOption
  context?: { queryClient?: QueryClient }
}

/** What a page adds to its head beyond its texts. */
export type HeadExtras = {
  /** A nested page's trail, itself last: becomes a BreadcrumbList. */
  breadcrumbs?: Crumb[]
  /** More JSON-LD (an Article on a blog post). */
  jsonLd?: JsonLd[]
  /** Open Graph type: 'article' on a blog post; 'website' otherwise. */
  ogType?: 'website' | 'article'
  /** The share image (absolute or site-relative); the site's 1200x630 image otherwise. */
  image?: string | null
  /** The mark the first paint also waits for (lib/hydration/first-screen.tsx): the exchange form's, the price chart head's. */
  paintAfter?: string
  /**
   * The page's text is its own and the dictionary's does not replace it: a coin's price page loads the texts of
   * the price list (its seoPage, docs/product.md §2), whose title, description and markup describe the list, not the coin.
   */
  ownText?: boolean
}

/**
 * Builds a route's `head()` result from page text: document title, description, Open Graph and Twitter cards,
 * JSON-LD. When the route names its SEO page and the dictionary service has texts for it, those override the
 * title and description (`seoValues` fill their placeholders, e.g. { from: 'BTC', to: 'USDT' }) and its markup,
 * with the docs/product.md §9 markup defaults, becomes JSON-LD.
 */
export function pageHead(
  match: HeadMatch,
  text: () => PageText,
  seoValues?: Record<string, string>,
  extras: HeadExtras = {},
) {
  // A route that failed (a 404 from params.parse, a loader error): the not-found and error
  // pages set their own title and robots noindex (and its params may not even be parsed).
  if (isFailed(match)) return {}
  const page = match.staticData?.seoPage
  const queryClient = match.context?.queryClient
  const seo = page && queryClient && !extras.ownText ? cachedSeoOverrides(queryClient, page, seoValues) : {}
  const defaults = text()
  const title = seo.title ?? defaults.title
  const description = seo.description ?? defaults.description
  const documentTitle = m.seo_title_template({ title, brand: brandName() })
  const jsonLd = [
    ...(seo.markup === undefined ? [] : [withMarkupDefaults(seo.markup)]),
    ...(extras.breadcrumbs && extras.breadcrumbs.length > 1 ? [breadcrumbList(extras.breadcrumbs)] : []),
    ...(extras.jsonLd ?? []),
  ]
  return {
    meta: [
      { title: documentTitle },
      { name: 'description', content: description },
      ...shareMeta({
        title: documentTitle,
        description,
        pathname: match.pathname,
        type: extras.ogType,
        image: extras.image,
      }),
      ...jsonLd.map(jsonLdMeta),
    ],
    links: extras.paintAfter ? [paintAfterParsed(extras.paintAfter)] : [],
  }
}

/** The parts of a route match that tell whether it rendered a real page. */
type PageMatch = MatchOutcome & { routeId: string; pathname: string }

/**
 * The document's `<link>`s for the matches of the current location (the root route's head()): the canonical URL
 * and the hreflang alternates of the page (docs/product.md §2: every route in en and under /ru), for a real page only. A 404 has none: an
 * unknown path (only the root matched) or a param or search that failed validation (docs/product.md §8); nor has a route
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

/**
 * The head every page starts from (the root route's): the share cards with the site's image and the
 * organisation's JSON-LD (logo 200x60, docs/product.md §9). A page's own pageHead() overrides the cards tag by tag.
 */
export function siteHeadMeta() {
  const title = m.seo_title_template({ title: m.brand_tagline(), brand: brandName() })
  return [
    ...shareMeta({ title, description: m.page_description_home() }),
    jsonLdMeta({ '@context': 'https://schema.org', ...organization() }),
  ]
}

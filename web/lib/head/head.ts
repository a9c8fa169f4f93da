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
  title: string
  description: string
}

/**
 * The router does not always mark the failing match itself: a failed param leaves status `success` with a
 * `paramsError`, and a not-found goes to the route that renders it (the root) as its `error`.
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

type HeadMatch = MatchOutcome & {
  pathname?: string
  staticData?: StaticDataRouteOption
  context?: { queryClient?: QueryClient }
}

export type HeadExtras = {
  breadcrumbs?: Crumb[]
  jsonLd?: JsonLd[]
  ogType?: 'website' | 'article'
  image?: string | null
  paintAfter?: string
  /** A coin's price page loads the price list's SEO texts, which describe the list, not the coin: keep its own text. */
  ownText?: boolean
}

/** A route's `head()`; the dictionary service's texts, when the route names its SEO page, override its own. */
export function pageHead(
  match: HeadMatch,
  text: () => PageText,
  seoValues?: Record<string, string>,
  extras: HeadExtras = {},
) {
  // The not-found and error pages set their own title and noindex, and the params may not even be parsed.
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

type PageMatch = MatchOutcome & { routeId: string; pathname: string }

/** The canonical and hreflang links, for a real page only: a 404 or a failed route has none. */
export function pageLinks(
  matches: ReadonlyArray<PageMatch>,
  origin?: string,
): Array<CanonicalLink | AlternateLink> {
  const page = matches.at(-1)
  if (!page || page.routeId === rootRouteId || matches.some(isFailed)) return []
  return [canonicalLink(page.pathname, origin), ...alternateLinks(page.pathname, origin)]
}

/** A page's own pageHead() overrides these cards tag by tag. */
export function siteHeadMeta() {
  const title = m.seo_title_template({ title: m.brand_tagline(), brand: brandName() })
  return [
    ...shareMeta({ title, description: m.page_description_home() }),
    jsonLdMeta({ '@context': 'https://schema.org', ...organization() }),
  ]
}

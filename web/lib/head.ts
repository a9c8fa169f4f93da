import type { QueryClient } from '@tanstack/react-query'
import type { StaticDataRouteOption } from '@tanstack/react-router'
import { m } from '@/paraglide/messages.js'
import { cachedSeoOverrides } from './seo-texts'

export type PageText = {
  /** The page's own title; the brand is added for the document title. */
  title: string
  description: string
}

/**
 * The parts of a route match that head() reads: its status, and for SEO texts (spec §2 rule 5) the page the
 * route names (`staticData.seoPage`) and the query client the navigation rules loaded the texts into.
 */
type HeadMatch = {
  status: string
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
  // pages set their own title and robots noindex.
  if (match.status === 'notFound' || match.status === 'error') return {}
  const page = match.staticData?.seoPage
  const queryClient = match.context?.queryClient
  const seo = page && queryClient ? cachedSeoOverrides(queryClient, page, seoValues) : {}
  const defaults = text()
  const title = seo.title ?? defaults.title
  const description = seo.description ?? defaults.description
  const documentTitle = m.seo_title_template({ title, brand: m.brand_name() })
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

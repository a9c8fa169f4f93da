import type { AnyRouter } from '@tanstack/react-router'
import { type Locale, locales } from '@/paraglide/runtime.js'

/** A page route of the route tree: its id ('/_account/lk') and its path pattern ('/price/$symbol'). */
export type PageRoute = { id: string; fullPath: string }

/** One page the pre-render writes and the sitemap lists: a router (de-localized) path in one locale. */
export type SitePage = { path: string; locale: Locale }

/** What the pages with path parameters are made from, in one locale (site-content.ts loads it). */
export type LocaleContent = {
  /** The most popular pairs first (their /exchange-{send}-{receive} pages). */
  popularPairs: { send: string; receive: string }[]
  /** The /price/{symbol} symbols. */
  priceSymbols: string[]
  /** Every blog post's slug (one or more segments). */
  blogPosts: string[]
  blogCategories: { slug: string; postCount: number }[]
  /** All posts, and how many a listing page shows: /blog/page{n} for every page after the first. */
  blogPostCount: number
  blogPageSize: number
  /** Every docs page's slug. */
  docs: string[]
}

/**
 * Routes that are never pre-rendered, by route id: the account area behind the sign-in guard (its pathless layout
 * `_account`) and the order pages, which belong to one visitor. The SPA shell serves them; robots.txt keeps
 * crawlers out.
 */
export const PRIVATE_ROUTES: readonly RegExp[] = [/^\/_account\//, /^\/order\//]

/** Listing page numbers after the first (the first is the listing's own path). */
const laterPages = (count: number, size: number): number[] =>
  Array.from({ length: Math.max(0, Math.ceil(count / size) - 1) }, (_, index) => index + 2)

/**
 * The paths of each route with path parameters, from the content. A route with parameters missing here (and not
 * private) fails the build, so a new one is pre-rendered on purpose or excluded on purpose.
 */
const PARAM_ROUTE_PATHS: Record<string, (content: LocaleContent) => string[]> = {
  '/exchange-{$pair}': (content) =>
    content.popularPairs.map(({ send, receive }) => `/exchange-${send}-${receive}`),
  '/price/$symbol': (content) => content.priceSymbols.map((symbol) => `/price/${symbol}`),
  '/blog/page{$number}': (content) =>
    laterPages(content.blogPostCount, content.blogPageSize).map((page) => `/blog/page${page}`),
  '/blog/$': (content) => [
    ...content.blogCategories.flatMap(({ slug, postCount }) => [
      `/blog/${slug}`,
      ...laterPages(postCount, content.blogPageSize).map((page) => `/blog/${slug}/page${page}`),
    ]),
    ...content.blogPosts.map((slug) => `/blog/${slug}`),
  ],
  '/docs/$slug': (content) => content.docs.map((slug) => `/docs/${slug}`),
}

const hasParams = (fullPath: string) => /[$]/.test(fullPath)
const isPrivate = (route: PageRoute) => PRIVATE_ROUTES.some((pattern) => pattern.test(route.id))
/** '/blog/' (an index route) → '/blog'; '/' stays. */
const pagePath = (fullPath: string) => (fullPath.length > 1 ? fullPath.replace(/\/$/, '') : fullPath)

/** The public pages in one locale: every page route without parameters, and the content's pages of the others. */
export function localePages(routes: readonly PageRoute[], content: LocaleContent): string[] {
  const paths = routes
    .filter((route) => !isPrivate(route))
    .flatMap((route) => {
      if (!hasParams(route.fullPath)) return [pagePath(route.fullPath)]
      const fromContent = PARAM_ROUTE_PATHS[route.fullPath]
      if (!fromContent) {
        throw new Error(
          `route ${route.id} has path parameters but no pre-render source: add one to PARAM_ROUTE_PATHS in web/ssr/page-list.ts, or list it in PRIVATE_ROUTES`,
        )
      }
      return fromContent(content)
    })
  return [...new Set(paths)]
}

/** Every page the site pre-renders, in every locale: the one list the pre-render and the sitemap share. */
export function sitePages(routes: readonly PageRoute[], content: Record<Locale, LocaleContent>): SitePage[] {
  return locales.flatMap((locale) => localePages(routes, content[locale]).map((path) => ({ path, locale })))
}

/** The page routes of a router's route tree: its leaves (a layout route such as /blog renders no page of its own). */
export function pageRoutes(router: AnyRouter): PageRoute[] {
  return Object.values(router.routesById as Record<string, AnyRouter['routesById'][string]>)
    .filter((route) => !route.isRoot && Object.keys(route.children ?? {}).length === 0)
    .map((route) => ({ id: route.id, fullPath: route.fullPath }))
}

/** The routes robots.txt keeps crawlers out of, as path prefixes ('/order/$id' → '/order/'). */
export function privatePathPrefixes(routes: readonly PageRoute[]): string[] {
  const prefixes = routes
    .filter(isPrivate)
    .map((route) => pagePath(route.fullPath.replace(/[^/]*[$].*$/, '')))
  return [...new Set(prefixes)].sort()
}

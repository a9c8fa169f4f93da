import { QueryClient } from '@tanstack/react-query'
import { JSDOM } from 'jsdom'
import { env } from '@/config/env'
import { connectApi } from '@/lib/api-client'
import { serviceBaseUrls } from '@/lib/hydration/prerender-state'
import { canonicalLink } from '@/lib/i18n/locale'
import { setCmsSanitizerWindow } from '@/lib/safety/sanitize-html'
import { createSessionStore } from '@/lib/session/session-store'
import { type Locale, locales } from '@/paraglide/runtime.js'
import { createAppRouter } from '../router'
import { fillTemplate } from './html-template'
import { type LocaleContent, pageRoutes, privatePathPrefixes, type SitePage, sitePages } from './page-list'
import { renderPage } from './render-page'
import { SHELL_PAGE_PATHS } from './shell-pages'
import { loadLocaleContent } from './site-content'
import { robotsTxt, sitemapXml } from './sitemap'

// The server entry of the build (Vite's ssr environment, scripts/prerender-plugin.ts): what scripts/prerender.ts
// calls to write the pre-rendered pages, sitemap.xml and robots.txt. It runs in Node, never in the browser.

/** The site's public origin (VITE_SITE_ORIGIN): the pages' canonical links and the sitemap's addresses. */
export const siteOrigin = env.siteOrigin

/** Where the SDK sends its calls at build time: the mocks are set up on these (scripts/prerender-data.ts). */
export const baseUrls = serviceBaseUrls(env)

const sdk = connectApi(env)

// CMS HTML (blog posts, docs) is sanitised by DOMPurify, which parses with a DOM: Node has none, jsdom lends one.
setCmsSanitizerWindow(new JSDOM('').window)

/** The app's page routes, read from the router the app itself creates. */
function appPageRoutes() {
  const queryClient = new QueryClient()
  const session = createSessionStore({ queryClient, sdkEvents: sdk.events, storage: null })
  const routes = pageRoutes(createAppRouter({ queryClient, sdkEvents: sdk.events, session }))
  session.dispose()
  return routes
}

/** Every page to pre-render, in every locale: from the route tree and the content (page-list.ts). */
export async function listPages(): Promise<SitePage[]> {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  const content = Object.fromEntries(
    await Promise.all(locales.map(async (locale) => [locale, await loadLocaleContent(queryClient, locale)])),
  ) as Record<Locale, LocaleContent>
  return sitePages(appPageRoutes(), content)
}

/** The address a page is served at, without the origin: '/ru/price/btc'. */
export const pageHref = (page: SitePage): string =>
  new URL(canonicalLink(page.path, siteOrigin, page.locale).href).pathname

/**
 * One page's complete HTML: the built index.html (`template`) with the page rendered into it. A shell page
 * (shell-pages.ts) is the page as it shows while its data loads, without state to hydrate.
 */
export async function renderPageHtml(
  page: SitePage,
  template: string,
  kind: 'page' | 'shell' = 'page',
): Promise<string> {
  const rendered = await renderPage(new URL(pageHref(page), siteOrigin), { sdkEvents: sdk.events, baseUrls })
  return fillTemplate(template, rendered, kind)
}

/** The shell pages (shell-pages.ts), in every locale: written like pages, never listed in the sitemap. */
export const listShells = (): SitePage[] =>
  SHELL_PAGE_PATHS.flatMap((path) => locales.map((locale) => ({ path, locale })))

export const sitemap = (pages: readonly SitePage[]): string => sitemapXml(pages, siteOrigin)

export const robots = (): string => robotsTxt(privatePathPrefixes(appPageRoutes()), siteOrigin)

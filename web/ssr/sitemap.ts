import { LOCALE_META } from '@/config/locales'
import { canonicalLink } from '@/lib/i18n/locale'
import { baseLocale, type Locale, locales } from '@/paraglide/runtime.js'
import type { SitePage } from './page-list'

const escapeXml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[char] ?? char,
  )

/**
 * sitemap.xml of the pre-rendered pages: one `<url>` per page and locale, at its canonical address, with its
 * hreflang alternates (each locale the page exists in, and x-default: the base locale) as the pages' own
 * `<link rel="alternate">` give them (lib/i18n/locale.ts builds both).
 */
export function sitemapXml(pages: readonly SitePage[], origin: string): string {
  const localesByPath = new Map<string, Set<Locale>>()
  for (const { path, locale } of pages) {
    const found = localesByPath.get(path) ?? new Set<Locale>()
    found.add(locale)
    localesByPath.set(path, found)
  }
  const href = (path: string, locale: Locale) => escapeXml(canonicalLink(path, origin, locale).href)
  const entries = pages.map(({ path, locale }) => {
    const present = localesByPath.get(path) ?? new Set<Locale>()
    const alternates = locales
      .filter((other) => present.has(other))
      .map(
        (other) =>
          `    <xhtml:link rel="alternate" hreflang="${LOCALE_META[other].lang}" href="${href(path, other)}"/>`,
      )
    if (present.has(baseLocale)) {
      alternates.push(
        `    <xhtml:link rel="alternate" hreflang="x-default" href="${href(path, baseLocale)}"/>`,
      )
    }
    return ['  <url>', `    <loc>${href(path, locale)}</loc>`, ...alternates, '  </url>'].join('\n')
  })
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...entries,
    '</urlset>',
    '',
  ].join('\n')
}

/**
 * robots.txt: everything may be crawled except the private pages (the account area, orders: `disallowed`, router
 * paths, in every locale), and it names the sitemap.
 */
export function robotsTxt(disallowed: readonly string[], origin: string): string {
  const paths = disallowed.flatMap((path) =>
    locales.map((locale) => {
      const localized = new URL(canonicalLink(path, origin, locale).href).pathname
      // A prefix that ends in '/' (/order/) stays one after localizing (/ru/order/).
      return path.endsWith('/') && !localized.endsWith('/') ? `${localized}/` : localized
    }),
  )
  return [
    'User-agent: *',
    ...[...new Set(paths)].map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${new URL('/sitemap.xml', origin).href}`,
    '',
  ].join('\n')
}

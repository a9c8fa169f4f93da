import { env } from '@/config/env'
import { LOCALE_META } from '@/config/locales'
import { writeCookie } from '@/lib/cookies'
import { normalizePathname } from '@/lib/head/canonical-url'
import {
  baseLocale,
  cookieMaxAge,
  cookieName,
  extractLocaleFromUrl,
  getLocale,
  type Locale,
  locales,
  localizeUrl,
  overwriteGetLocale,
  overwriteSetLocale,
  setLocale,
} from '@/paraglide/runtime.js'

export { getLocale, type Locale, locales }

/**
 * Switches the language and stays on the same page: paraglide's setLocale() writes the
 * locale cookie and loads the current URL in the new locale (/path ↔ /ru/path).
 * With the router's rewrite option this is the supported way (see toolchain notes).
 */
export function switchLocale(locale: Locale): void {
  if (locale === getLocale()) return
  setLocale(locale)
}

/** Sets `<html lang>` to the current locale. Locale switches reload the page, so once at start-up suffices. */
export function applyDocumentLocale(locale: Locale = getLocale()): void {
  document.documentElement.lang = LOCALE_META[locale].lang
}

/**
 * The locale a page opens in (docs/decisions/003, "A link keeps its language"): the site root `/` is
 * the one address without a language, so there docs/product.md §4's detection order decides (cookie, browser languages,
 * route prefix, fallback: paraglide's strategy, see scripts/build-options.ts); any other URL shows the language
 * its prefix names (`/ru/...` Russian, unprefixed English), for everyone, crawlers included.
 */
export function startLocale(url: string, detected: () => Locale): Locale {
  const { pathname } = new URL(url)
  if (pathname === '/' || pathname === '') return detected()
  return extractLocaleFromUrl(url) ?? baseLocale
}

/**
 * Locale set-up, once at start-up before the router is created and before anything reads the locale:
 * - the locale is fixed for the page's life by startLocale() (a switch reloads the page in the other locale);
 * - the cookie is written same-site lax (docs/product.md §4); paraglide writes it without the attribute.
 * The address bar is then brought in line by canonicalizeLocation() (lib/head/canonical-url): `/` becomes `/ru` for a
 * visitor whose cookie or browser says Russian.
 */
export function installLocalePolicy(): void {
  const paraglideSetLocale = setLocale
  overwriteSetLocale((locale, options) => {
    const result = paraglideSetLocale(locale, options)
    writeCookie(cookieName, locale, cookieMaxAge)
    return result
  })

  const locale = startLocale(window.location.href, getLocale)
  overwriteGetLocale(() => locale)
}

/** A page's address in a locale, in the router's form: no trailing slash except on the root ('/ru', not '/ru/'). */
const localizedHref = (pathname: string, origin: string, locale: Locale): string =>
  normalizePathname(localizeUrl(new URL(pathname, origin), { locale })).href

export type AlternateLink = { rel: 'alternate'; hrefLang: string; href: string }
export type CanonicalLink = { rel: 'canonical'; href: string }

/**
 * `<link rel="canonical">`: the page in the locale it is shown in, without its query (a search or a campaign tag
 * does not make another page), for a de-localized pathname such as '/blog'. On the site's public origin, so a
 * pre-rendered page and the app hydrating it agree.
 */
export function canonicalLink(
  pathname: string,
  origin: string = env.siteOrigin,
  locale: Locale = getLocale(),
): CanonicalLink {
  return { rel: 'canonical', href: localizedHref(pathname, origin, locale) }
}

/**
 * `<link rel="alternate" hreflang>` for every locale plus x-default (the base locale),
 * for a de-localized pathname such as '/blog' (the router's internal path).
 */
export function alternateLinks(pathname: string, origin: string = env.siteOrigin): AlternateLink[] {
  const hrefFor = (locale: Locale) => localizedHref(pathname, origin, locale)
  return [
    ...locales.map((locale) => ({
      rel: 'alternate' as const,
      hrefLang: LOCALE_META[locale].lang,
      href: hrefFor(locale),
    })),
    { rel: 'alternate', hrefLang: 'x-default', href: hrefFor(baseLocale) },
  ]
}

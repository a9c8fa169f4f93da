import { env } from '@/config/env'
import { LOCALE_META } from '@/config/locales'
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
import { isBot } from './bot-detection'
import { normalizePathname } from './canonical-url'
import { writeCookie } from './cookies'

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
 * Locale set-up, once at start-up before the router is created and before anything reads
 * the locale. Spec §4 detects the locale from the cookie, then the browser languages, then
 * the URL prefix (paraglide's strategy, see vite.config.ts). On top of that:
 * - the cookie is written same-site lax (spec §4); paraglide writes it without the attribute;
 * - crawlers get the locale of the URL: they have no cookie and a fixed browser language,
 *   so otherwise every /ru page would render in English and could never be indexed.
 * The address bar is then brought in line by canonicalizeLocation() (lib/canonical-url).
 */
export function installLocalePolicy(): void {
  const paraglideSetLocale = setLocale
  overwriteSetLocale((locale, options) => {
    const result = paraglideSetLocale(locale, options)
    writeCookie(cookieName, locale, cookieMaxAge)
    return result
  })

  if (isBot()) {
    const urlLocale = extractLocaleFromUrl(window.location.href) ?? baseLocale
    overwriteGetLocale(() => urlLocale)
  }
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

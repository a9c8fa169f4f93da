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

/** paraglide's setLocale() reloads the page in the new locale; with the router's rewrite option that is the supported way. */
export function switchLocale(locale: Locale): void {
  if (locale === getLocale()) return
  setLocale(locale)
}

export function applyDocumentLocale(locale: Locale = getLocale()): void {
  document.documentElement.lang = LOCALE_META[locale].lang
}

/** Only the unprefixed root `/` detects the language (docs/decisions/003); any other URL shows its prefix's language. */
export function startLocale(url: string, detected: () => Locale): Locale {
  const { pathname } = new URL(url)
  if (pathname === '/' || pathname === '') return detected()
  return extractLocaleFromUrl(url) ?? baseLocale
}

/** Fixes the locale for the page's life (a switch reloads); paraglide writes its cookie without SameSite, so Lax is added. */
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

const localizedHref = (pathname: string, origin: string, locale: Locale): string =>
  normalizePathname(localizeUrl(new URL(pathname, origin), { locale })).href

export type AlternateLink = { rel: 'alternate'; hrefLang: string; href: string }
export type CanonicalLink = { rel: 'canonical'; href: string }

/** Without the query, on the public origin, so a pre-rendered page and the app hydrating it agree. */
export function canonicalLink(
  pathname: string,
  origin: string = env.siteOrigin,
  locale: Locale = getLocale(),
): CanonicalLink {
  return { rel: 'canonical', href: localizedHref(pathname, origin, locale) }
}

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

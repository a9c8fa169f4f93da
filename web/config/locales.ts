import type { DecimalSeparators } from '@/lib/format/decimal-format'
import type { Locale } from '@/paraglide/runtime.js'

/**
 * Per-locale facts from docs/product.md §3 "Locales" (en: language en, country us; ru: language ru-RU,
 * country ru). The list of locales itself lives in project.inlang/settings.json.
 */
export type LocaleMeta = {
  /** BCP 47 tag for `Intl` formatting. */
  intl: string
  /** Value of `<html lang>` and of `hreflang` on alternate links (and the sitemap's): the locale's language tag. */
  lang: string
  /** Open Graph `og:locale` (language_TERRITORY). */
  ogLocale: string
  /** How `Intl` writes a decimal number in this locale (lib/decimal-format.ts; checked against Intl in tests). */
  separators: DecimalSeparators
}

export const LOCALE_META = {
  en: { intl: 'en-US', lang: 'en', ogLocale: 'en_US', separators: { decimal: '.', group: ',' } },
  // Russian groups digits with a no-break space.
  ru: { intl: 'ru-RU', lang: 'ru-RU', ogLocale: 'ru_RU', separators: { decimal: ',', group: '\u00a0' } },
} as const satisfies Record<Locale, LocaleMeta>

import type { DecimalSeparators } from '@/lib/format/decimal-format'
import type { Locale } from '@/paraglide/runtime.js'

// Per-locale facts, docs/product.md §3; the locale list is in project.inlang/settings.json.
export type LocaleMeta = {
  intl: string
  lang: string
  ogLocale: string
  separators: DecimalSeparators
}

export const LOCALE_META = {
  en: { intl: 'en-US', lang: 'en', ogLocale: 'en_US', separators: { decimal: '.', group: ',' } },
  // Russian groups digits with a no-break space.
  ru: { intl: 'ru-RU', lang: 'ru-RU', ogLocale: 'ru_RU', separators: { decimal: ',', group: '\u00a0' } },
} as const satisfies Record<Locale, LocaleMeta>

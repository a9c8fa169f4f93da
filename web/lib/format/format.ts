import { LOCALE_META } from '@/config/locales'
import { type DateStyle, writeDate } from '@/lib/format/date-format'
import { formatDecimal, type Numeric } from '@/lib/format/decimal-format'
import { getLocale, type Locale } from '@/paraglide/runtime.js'

type FormatOptions = { locale?: Locale }

/** The Intl locale of the current (or the given) locale. */
export function intlLocale(locale?: Locale): string {
  return LOCALE_META[locale ?? getLocale()].intl
}

const formats = new Map<string, Intl.NumberFormat | Intl.RelativeTimeFormat>()

/** The formatter made once per kind, locale and options: making one (ICU's data for it) costs far more than using it. */
function cached<F extends Intl.NumberFormat | Intl.RelativeTimeFormat>(key: string, make: () => F): F {
  let format = formats.get(key) as F | undefined
  if (!format) {
    format = make()
    formats.set(key, format)
  }
  return format
}

/** `new Intl.NumberFormat` in the current (or the given) locale, made once for each locale and options. */
export function numberFormat(options: Intl.NumberFormatOptions, locale?: Locale): Intl.NumberFormat {
  const intl = intlLocale(locale)
  return cached(`number|${intl}|${JSON.stringify(options)}`, () => new Intl.NumberFormat(intl, options))
}

/** `new Intl.RelativeTimeFormat` in the current (or the given) locale, made once for each locale and options. */
export function relativeTimeFormat(
  options: Intl.RelativeTimeFormatOptions,
  locale?: Locale,
): Intl.RelativeTimeFormat {
  const intl = intlLocale(locale)
  return cached(
    `relative|${intl}|${JSON.stringify(options)}`,
    () => new Intl.RelativeTimeFormat(intl, options),
  )
}

function toFormattable(value: Numeric): number | `${number}` | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null
  const trimmed = value.trim()
  if (!/^[-+]?(\d+\.?\d*|\.\d+)(e[-+]?\d+)?$/i.test(trimmed)) return null
  return trimmed as `${number}`
}

/**
 * A crypto amount in the locale's digits, with at most `maxDecimals` fraction digits and trailing zeros trimmed
 * (docs/product.md §5: "Amounts are shown with trailing zeros trimmed to a given number of decimals"). Digits past
 * `maxDecimals` are cut, not rounded, so an amount is never overstated; a decimal string stays exact. Returns ''
 * for a value that is not a number. Written as Intl.NumberFormat would, without loading ICU (lib/format/decimal-format.ts).
 */
export function formatAmount(value: Numeric, maxDecimals: number, options: FormatOptions = {}): string {
  return formatDecimal(value, maxDecimals, LOCALE_META[options.locale ?? getLocale()].separators)
}

/** A fiat amount in `currency` (ISO 4217, e.g. 'USD'), two decimals unless the currency has other rules. */
export function formatFiat(value: Numeric, currency: string, options: FormatOptions = {}): string {
  const formattable = toFormattable(value)
  if (formattable === null) return ''
  const format = numberFormat({ style: 'currency', currency: currency.toUpperCase() }, options.locale)
  return format.format(formattable as number)
}

/**
 * A date (Date, epoch ms or ISO string) in the locale's style, on the visitor's clock (or in UTC); '' for an
 * invalid date. Written as Intl.DateTimeFormat would, without loading ICU (lib/format/date-format.ts).
 */
export function formatDate(
  value: Date | number | string,
  style: DateStyle = 'dateTime',
  options: FormatOptions & { timeZone?: 'UTC' } = {},
): string {
  const date = value instanceof Date ? value : new Date(value)
  if (Number.isNaN(date.getTime())) return ''
  return writeDate(date, style, options.locale ?? getLocale(), options.timeZone === 'UTC')
}

import { LOCALE_META } from '@/config/locales'
import { getLocale, type Locale } from '@/paraglide/runtime.js'

const formats = new Map<string, Intl.NumberFormat>()

function usdFormat(locale: Locale, fractionDigits: number): Intl.NumberFormat {
  const key = `${locale}|${fractionDigits}`
  let format = formats.get(key)
  if (!format) {
    format = new Intl.NumberFormat(LOCALE_META[locale].intl, {
      style: 'currency',
      currency: 'USD',
      minimumFractionDigits: Math.min(2, fractionDigits),
      maximumFractionDigits: fractionDigits,
    })
    formats.set(key, format)
  }
  return format
}

/**
 * How many decimals a USD price needs to show four significant digits, at least 2 (cents) and at most 10:
 * $64,512.33, $0.5521, $0.00002134.
 */
export function priceDecimals(price: number): number {
  if (!Number.isFinite(price) || price === 0 || Math.abs(price) >= 1) return 2
  const leadingZeros = Math.floor(-Math.log10(Math.abs(price)))
  return Math.min(10, Math.max(2, leadingZeros + 4))
}

/** A USD price in the locale: '$64,512.33', '0,5521 $'. */
export function formatUsdPrice(price: number, locale: Locale = getLocale()): string {
  if (!Number.isFinite(price)) return ''
  return usdFormat(locale, priceDecimals(price)).format(price)
}

/** A change as a signed percentage in the locale: '+1.24%', '−0.5%'. */
export function formatChange(fraction: number, locale: Locale = getLocale()): string {
  if (!Number.isFinite(fraction)) return ''
  return new Intl.NumberFormat(LOCALE_META[locale].intl, {
    style: 'percent',
    signDisplay: 'exceptZero',
    maximumFractionDigits: 2,
  }).format(fraction)
}

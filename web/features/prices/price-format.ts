import { LOCALE_META } from '@/config/locales'
import { formatRoundedDecimal } from '@/lib/format/rounded-decimal'
import { getLocale, type Locale } from '@/paraglide/runtime.js'

/**
 * What Intl writes around a US dollar amount in each locale: '$1.00', '1,00 $' (a no-break space before the sign).
 * Kept here, beside its one user, and not in LOCALE_META, which the first JS carries; checked against Intl.
 */
export const USD_AFFIXES = {
  en: { prefix: '$', suffix: '' },
  ru: { prefix: '', suffix: '\u00a0$' },
} as const satisfies Record<Locale, { prefix: string; suffix: string }>

/**
 * A US dollar amount as `Intl.NumberFormat` writes it in the locale with `style: 'currency'`, without building one:
 * the price page writes prices while it hydrates, and the first Intl format of a page loads ICU's data in one long
 * task (docs/decisions/004-amounts-without-intl.md).
 */
function formatUsd(value: number, minDecimals: number, maxDecimals: number, locale: Locale): string {
  const { separators } = LOCALE_META[locale]
  const usd = USD_AFFIXES[locale]
  const number = formatRoundedDecimal(value, minDecimals, maxDecimals, separators)
  if (!number) return ''
  const negative = number.startsWith('-')
  return `${negative ? '-' : ''}${usd.prefix}${negative ? number.slice(1) : number}${usd.suffix}`
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
  const decimals = priceDecimals(price)
  return formatUsd(price, Math.min(2, decimals), decimals, locale)
}

/** The decimals that write every multiple of a chart axis's step exactly: 0 for $1,000 steps, 1 for $2.5, 3 for $0.005. */
export function stepDecimals(step: number): number {
  for (let decimals = 0; decimals < 10; decimals++) {
    const scaled = Math.abs(step) * 10 ** decimals
    const whole = Math.round(scaled)
    if (whole >= 1 && Math.abs(scaled - whole) < 1e-6 * scaled) return decimals
  }
  return 10
}

/** A price axis's tick in the locale, with as many decimals as its step needs: '$69,000', '$0.165', '0,5 $'. */
export function formatUsdTick(value: number, step: number, locale: Locale = getLocale()): string {
  if (!Number.isFinite(value)) return ''
  const decimals = stepDecimals(step)
  return formatUsd(value, decimals, decimals, locale)
}

import { numberFormat } from '@/lib/format'
import { getLocale, type Locale } from '@/paraglide/runtime.js'

const usdFormat = (locale: Locale, minimumFractionDigits: number, maximumFractionDigits: number) =>
  numberFormat({ style: 'currency', currency: 'USD', minimumFractionDigits, maximumFractionDigits }, locale)

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
  return usdFormat(locale, Math.min(2, decimals), decimals).format(price)
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
  return usdFormat(locale, decimals, decimals).format(value)
}

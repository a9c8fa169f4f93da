/**
 * Decimal amounts rounded as `Intl.NumberFormat` rounds them by default, with plain string arithmetic: the USD
 * prices of the price pages (features/prices/price-format.ts), written without loading ICU
 * (docs/decisions/004-amounts-without-intl.md). Apart from lib/format/decimal-format.ts, whose cut amounts the exchange
 * form loads before the home page hydrates, so that those bytes stay out of it. rounded-decimal.test.ts checks it
 * against Intl in every locale of the site.
 */
import { type DecimalSeparators, decimalDigits, groupedDigits, type Numeric } from './decimal-format'

/** The digits of a whole number one greater in the last place, as long at least ('0199' → '0200', '99' → '100'). */
const incremented = (digits: string): string => String(BigInt(digits) + 1n).padStart(digits.length, '0')

/**
 * `value` rounded half away from zero to at most `maxDecimals` fraction digits, trailing zeros dropped down to
 * `minDecimals`: what `Intl.NumberFormat` writes with those two options and its default rounding (`halfExpand`, on
 * the shortest text of a double, as ICU reads it) and sign (`auto`: a minus on every negative number, -0 too).
 * '' for a value that is not a number.
 */
export function formatRoundedDecimal(
  value: Numeric,
  minDecimals: number,
  maxDecimals: number,
  separators: DecimalSeparators,
): string {
  const digits = decimalDigits(value)
  if (!digits) return ''
  const max = Math.max(0, Math.min(20, Math.trunc(maxDecimals)))
  const min = Math.max(0, Math.min(max, Math.trunc(minDecimals)))
  let { integer, fraction } = digits
  if (fraction.length > max) {
    const kept = integer + fraction.slice(0, max)
    const rounded = fraction.charAt(max) >= '5' ? incremented(kept) : kept
    integer = rounded.slice(0, rounded.length - max)
    fraction = rounded.slice(rounded.length - max)
  }
  fraction = fraction.replace(/0+$/, '').padEnd(min, '0')
  const sign = digits.negative || Object.is(value, -0) ? '-' : ''
  const text = groupedDigits(integer.replace(/^0+/, '') || '0', separators.group)
  return fraction ? `${sign}${text}${separators.decimal}${fraction}` : `${sign}${text}`
}

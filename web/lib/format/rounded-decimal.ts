/** The price pages' USD prices rounded as `Intl.NumberFormat` does, kept apart from decimal-format.ts so the home page does not load it. */
import { type DecimalSeparators, decimalDigits, groupedDigits, type Numeric } from './decimal-format'

const incremented = (digits: string): string => String(BigInt(digits) + 1n).padStart(digits.length, '0')

/** Half away from zero, on the shortest text of a double, as ICU reads it; '' for a value that is not a number. */
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

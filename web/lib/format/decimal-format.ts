/**
 * Decimal amounts as text, with plain string arithmetic: exactly what `Intl.NumberFormat` writes for a decimal
 * with at most N fraction digits cut (`roundingMode: 'trunc'`), trailing zeros dropped, and `-` only on a non-zero
 * amount (`signDisplay: 'negative'`). The exchange form renders amounts while a page hydrates, and the first
 * `Intl.NumberFormat` a page builds loads ICU's locale data: one task of 30–60 ms on a phone (120–250 ms in
 * Lighthouse's 4× CPU slowdown), the longest of a page's start. decimal-format.test.ts checks every function here
 * against Intl, in every locale of the site (docs/decisions/004-amounts-without-intl.md).
 */

/** A number, or a decimal string such as `'0.00012300'` (kept exact, never turned into a float). */
export type Numeric = number | string

/** The separators of a locale's decimal numbers (config/locales.ts). */
export interface DecimalSeparators {
  decimal: string
  /** Between groups of three integer digits; null: no grouping. */
  group: string | null
}

const DECIMAL_TEXT = /^([-+]?)(\d+\.?\d*|\.\d+)(?:e([-+]?\d+))?$/i

/** The sign and the digits of a number or a decimal string, the exponent applied; null for anything else. */
export function decimalDigits(
  value: Numeric,
): { negative: boolean; integer: string; fraction: string } | null {
  if (typeof value === 'number' && !Number.isFinite(value)) return null
  // String(number) is the shortest text that reads back as the same double, as ICU writes it too.
  const match = DECIMAL_TEXT.exec(typeof value === 'number' ? String(value) : value.trim())
  if (!match) return null
  const [, sign = '', mantissa = '', exponentText] = match
  const [whole = '', part = ''] = mantissa.split('.')
  const exponent = exponentText ? Number(exponentText) : 0
  if (!Number.isSafeInteger(exponent) || Math.abs(exponent) > 1000) return null
  let digits = whole + part
  // Where the decimal point falls in `digits`, moved by the exponent and padded with zeros on either side.
  let point = whole.length + exponent
  if (point < 0) {
    digits = '0'.repeat(-point) + digits
    point = 0
  }
  if (point > digits.length) digits += '0'.repeat(point - digits.length)
  return { negative: sign === '-', integer: digits.slice(0, point), fraction: digits.slice(point) }
}

/** Integer digits with `group` between groups of three ('1234567' → '1,234,567'); as they are without a separator. */
export function groupedDigits(integer: string, group: string | null): string {
  if (group === null || integer.length <= 3) return integer
  const head = integer.length % 3 || 3
  let text = integer.slice(0, head)
  for (let at = head; at < integer.length; at += 3) text += group + integer.slice(at, at + 3)
  return text
}

/**
 * `value` with at most `maxDecimals` fraction digits (cut, not rounded, so an amount is never overstated) and no
 * trailing zeros, written with `separators`. '' for a value that is not a number.
 */
export function formatDecimal(value: Numeric, maxDecimals: number, separators: DecimalSeparators): string {
  const digits = decimalDigits(value)
  if (!digits) return ''
  const decimals = Math.max(0, Math.min(20, Math.trunc(maxDecimals)))
  const integer = digits.integer.replace(/^0+/, '') || '0'
  const fraction = digits.fraction.slice(0, decimals).replace(/0+$/, '')
  const zero = integer === '0' && fraction === ''
  const sign = digits.negative && !zero ? '-' : ''
  const text = groupedDigits(integer, separators.group)
  return fraction ? `${sign}${text}${separators.decimal}${fraction}` : `${sign}${text}`
}

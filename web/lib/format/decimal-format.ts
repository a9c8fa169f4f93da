/**
 * Decimal amounts as `Intl.NumberFormat` writes them, with string arithmetic: the first NumberFormat loads ICU's
 * locale data, a long task while a page hydrates (docs/decisions/004-amounts-without-intl.md).
 */

/** A decimal string is kept exact, never turned into a float. */
export type Numeric = number | string

export interface DecimalSeparators {
  decimal: string
  group: string | null
}

const DECIMAL_TEXT = /^([-+]?)(\d+\.?\d*|\.\d+)(?:e([-+]?\d+))?$/i

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
  let point = whole.length + exponent
  if (point < 0) {
    digits = '0'.repeat(-point) + digits
    point = 0
  }
  if (point > digits.length) digits += '0'.repeat(point - digits.length)
  return { negative: sign === '-', integer: digits.slice(0, point), fraction: digits.slice(point) }
}

export function groupedDigits(integer: string, group: string | null): string {
  if (group === null || integer.length <= 3) return integer
  const head = integer.length % 3 || 3
  let text = integer.slice(0, head)
  for (let at = head; at < integer.length; at += 3) text += group + integer.slice(at, at + 3)
  return text
}

/** Cut, not rounded, so an amount is never overstated. */
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

import { LOCALE_META } from '@/config/locales'
import type { Locale } from '@/paraglide/runtime.js'
import { formatDecimal } from './decimal-format'

/**
 * Amount input rules (spec §5 "Amount input sanitising") and the plain text an amount input shows.
 * Pure functions: the exchange form, the calculator, the URL parser and the price converter share them.
 */

/**
 * What the user typed, as an amount string: whitespace removed, comma → dot, anything but digits and dots
 * removed, a leading 00 becomes 0., only the first dot kept, a leading dot gets a 0 prefix. With
 * `maxDecimals`, digits past that many decimals are dropped. Idempotent.
 */
export function sanitizeAmount(typed: string, maxDecimals?: number): string {
  let text = typed
    .replace(/\s+/g, '')
    .replace(/,/g, '.')
    .replace(/[^\d.]/g, '')
  if (text.startsWith('00')) text = `0.${text.slice(2)}`
  const dot = text.indexOf('.')
  if (dot !== -1) {
    let decimals = text.slice(dot + 1).replace(/\./g, '')
    if (maxDecimals !== undefined) decimals = decimals.slice(0, Math.max(0, maxDecimals))
    text = maxDecimals === 0 ? text.slice(0, dot) : `${text.slice(0, dot)}.${decimals}`
  }
  if (text.startsWith('.')) text = `0${text}`
  return text
}

/** A sanitised amount as a positive finite number, or null ('' , '0', '0.' and the like). */
export function parseAmount(text: string): number | null {
  if (!/^\d+(\.\d*)?$/.test(text)) return null
  const value = Number(text)
  return Number.isFinite(value) && value > 0 ? value : null
}

/** What an input shows: digits and one dot, never grouped. */
const PLAIN = { decimal: '.', group: null }

/**
 * An amount as an input shows it: digits and one dot, no grouping, at most `maxDecimals` decimals (cut, not
 * rounded, like formatAmount) and no trailing zeros. Not localised on purpose: it is what the user edits, and
 * sanitizeAmount reads it back unchanged.
 */
export function plainAmount(value: number, maxDecimals: number): string {
  if (!Number.isFinite(value) || value <= 0) return value === 0 ? '0' : ''
  return formatDecimal(value, maxDecimals, PLAIN)
}

/**
 * A plain amount as an input shows it in the user's locale: the locale's decimal separator ('0,02' in Russian), no
 * grouping. sanitizeAmount reads either separator back, so what is shown is what can be typed.
 */
export function editableAmount(plain: string, locale: Locale): string {
  return plain.replace('.', LOCALE_META[locale].separators.decimal)
}

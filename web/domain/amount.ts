import { LOCALE_META } from '@/config/locales'
import { formatDecimal } from '@/lib/format/decimal-format'
import { m } from '@/paraglide/messages.js'
import type { Locale } from '@/paraglide/runtime.js'

/** The one amount rule, shared by every amount field and the URL parser: the amount is never another number than the one typed. */

export type AmountProblem = { kind: 'not-plain' } | { kind: 'too-precise'; maxDecimals: number }

export interface AmountReading {
  amount: string
  problem: AmountProblem | null
  /** Tidied only where that cannot change how the rest of the typing is read; refused text stays as typed. */
  text: string
}

const INVISIBLE = /[\s\p{Cc}\p{Cf}]/gu
const GROUPED = /^[1-9]\d{0,2}(,\d{3})+$/
const GROUP_IN_PROGRESS = /^[1-9]\d{0,2},\d{0,2}$/
const GROUP_OR_DECIMAL = /^[1-9]\d{0,2},\d{3}$/

const count = (text: string, char: string) => text.split(char).length - 1

interface Split {
  whole: string
  fraction: string | null
  /** The comma may still turn out to be a group separator (en "1,5" on its way to "1,500"): keep the text. */
  keepText: boolean
}

/** Where the locale groups with commas, a lone comma that could be either ("1,000") is refused rather than guessed. */
function split(compact: string, groupsWithComma: boolean): Split | null {
  const dots = count(compact, '.')
  const commas = count(compact, ',')
  if (!groupsWithComma || commas === 0) {
    if (dots + commas > 1) return null
    const [whole = '', fraction] = compact.split(/[.,]/)
    return { whole, fraction: fraction ?? null, keepText: false }
  }
  if (dots > 1) return null
  if (dots === 1) {
    const [grouped = '', fraction = ''] = compact.split('.')
    return GROUPED.test(grouped) ? { whole: grouped.replace(/,/g, ''), fraction, keepText: false } : null
  }
  if (commas > 1)
    return GROUPED.test(compact)
      ? { whole: compact.replace(/,/g, ''), fraction: null, keepText: false }
      : null
  if (GROUP_OR_DECIMAL.test(compact)) return null
  const [whole = '', fraction = ''] = compact.split(',')
  return { whole, fraction, keepText: GROUP_IN_PROGRESS.test(compact) }
}

export function readAmount(typed: string, locale: Locale, maxDecimals?: number): AmountReading {
  const refused = (problem: AmountProblem): AmountReading => ({ amount: '', problem, text: typed })
  const compact = typed.replace(INVISIBLE, '')
  if (/[^0-9.,]/.test(compact)) return refused({ kind: 'not-plain' })
  const parts = split(compact, LOCALE_META[locale].separators.group === ',')
  if (!parts) return refused({ kind: 'not-plain' })
  let { whole, fraction } = parts
  // "00" is read as the start of "0.0…"; further leading zeros say nothing ("007" is 7).
  if (fraction === null && /^00+$/.test(whole)) fraction = ''
  whole = whole.replace(/^0+(?=\d)/, '')
  if (whole === '' && fraction !== null) whole = '0'
  let kept = fraction
  if (fraction !== null && maxDecimals !== undefined && fraction.length > maxDecimals) {
    if (/[1-9]/.test(fraction.slice(maxDecimals))) return refused({ kind: 'too-precise', maxDecimals })
    kept = fraction.slice(0, maxDecimals)
  }
  const amount = kept === null || (kept === '' && maxDecimals === 0) ? whole : `${whole}.${kept}`
  const tidy = fraction === null ? whole : `${whole}${LOCALE_META[locale].separators.decimal}${fraction}`
  return { amount, problem: null, text: parts.keepText ? compact : tidy }
}

/** What the field says about a refused amount (shown on the field, like any of its errors). */
export function amountProblemText(problem: AmountProblem): string {
  return problem.kind === 'not-plain'
    ? m.error_amount_not_plain()
    : m.error_amount_too_precise({ decimals: problem.maxDecimals })
}

/** An amount as the form uses it (readAmount's `amount`) as a positive finite number, or null ('', '0', '0.'). */
export function parseAmount(text: string): number | null {
  if (!/^\d+(\.\d*)?$/.test(text)) return null
  const value = Number(text)
  return Number.isFinite(value) && value > 0 ? value : null
}

/** A plain amount the app holds, with at most `decimals` decimals (for an instrument of another precision). */
export function cutDecimals(plain: string, decimals: number): string {
  const [whole = '', fraction] = plain.split('.')
  if (fraction === undefined) return plain
  return decimals === 0 ? whole : `${whole}.${fraction.slice(0, decimals)}`
}

/** What an input shows: digits and one dot, never grouped. */
const PLAIN = { decimal: '.', group: null }

/**
 * An amount as an input shows it: digits and one dot, no grouping, at most `maxDecimals` decimals (cut, not
 * rounded, like formatAmount) and no trailing zeros. Not localised on purpose: it is what the user edits, and
 * readAmount reads it back unchanged in every locale.
 */
export function plainAmount(value: number, maxDecimals: number): string {
  if (!Number.isFinite(value) || value <= 0) return value === 0 ? '0' : ''
  return formatDecimal(value, maxDecimals, PLAIN)
}

/**
 * A plain amount as an input shows it in the user's locale: the locale's decimal separator ('0,02' in Russian), no
 * grouping. readAmount reads it back as the same amount.
 */
export function editableAmount(plain: string, locale: Locale): string {
  return plain.replace('.', LOCALE_META[locale].separators.decimal)
}

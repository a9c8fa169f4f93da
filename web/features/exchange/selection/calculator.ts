import type { Instrument, RateMode } from '@sdk/gen/api/types.gen'
import { EXCHANGE_DEFAULT_AMOUNT } from '@/config/constants'
import { type AmountProblem, cutDecimals, readAmount } from '@/domain/amount'
import type { Locale } from '@/paraglide/runtime.js'
import { fiatDemoAmount, isFiatPair } from '../fiat/fiat-rules'
import type { ExchangeSelection, TypedSide } from './exchange-search'

/**
 * The calculator part of the exchange form: the pair, both amounts, the side the user typed and the rate mode. Both
 * amounts are kept; the one not typed shows the live quote.
 */
export interface CalculatorValues {
  from: Instrument
  to: Instrument
  /** The amounts the form uses (domain/amount.ts readAmount's `amount`). */
  amountFrom: string
  amountTo: string
  typedSide: TypedSide
  rateMode: RateMode
}

/** What the typed side's field shows while the user edits it, and why that text was refused (null: it was not). */
export interface AmountEntry {
  text: string
  problem: AmountProblem | null
}

export interface CalculatorState extends CalculatorValues {
  /** Null: the typed side's field shows its amount. */
  entry: AmountEntry | null
}

const amountKey = (side: TypedSide) => (side === 'from' ? 'amountFrom' : 'amountTo')

/** Where the form starts. The side not typed starts at 500 too (docs/product.md §9 "Default amount 500 in both fields"). */
export function startCalculator(selection: ExchangeSelection): CalculatorState {
  const typed = (side: TypedSide) =>
    selection.typedSide === side ? selection.amount : EXCHANGE_DEFAULT_AMOUNT
  return {
    from: selection.from,
    to: selection.to,
    amountFrom: typed('from'),
    amountTo: typed('to'),
    typedSide: selection.typedSide,
    rateMode: selection.rateMode ?? 'FLOATING',
    entry: null,
  }
}

/** The typed side's amount. */
export const typedAmount = (state: CalculatorValues) => state[amountKey(state.typedSide)]

/**
 * What the user typed into a side, read as the amount they meant (domain/amount.ts); that side becomes the typed one.
 * Refused text stays in the field with its problem, and the side has no amount.
 */
export function typeAmount(
  state: CalculatorState,
  side: TypedSide,
  typed: string,
  locale: Locale,
): CalculatorState {
  const { amount, problem, text } = readAmount(typed, locale, state[side].precisionDecimals)
  return { ...state, [amountKey(side)]: amount, typedSide: side, entry: { text, problem } }
}

/** An amount the app puts on a side (a one-tap fill): a plain amount, shown as such; that side becomes the typed one. */
export function fillAmount(state: CalculatorState, side: TypedSide, amount: string): CalculatorState {
  return { ...state, [amountKey(side)]: amount, typedSide: side, entry: null }
}

/**
 * A side's new instrument. What the user typed is read again for the instrument now on its side (its precision); an
 * amount the app put there is cut to it.
 */
export function pickInstrument(
  state: CalculatorState,
  side: TypedSide,
  instrument: Instrument,
  locale: Locale,
): CalculatorState {
  const next = { ...state, [side]: instrument }
  const demo = isFiatPair(state.from, state.to) ? null : fiatDemoAmount(next.from, next.to)
  if (demo !== null) return { ...next, amountFrom: demo, typedSide: 'from', entry: null }
  if (state.entry) return typeAmount(next, state.typedSide, state.entry.text, locale)
  const key = amountKey(state.typedSide)
  const decimals = next[state.typedSide].precisionDecimals
  return { ...next, [key]: cutDecimals(state[key], decimals) }
}

/**
 * docs/product.md §4 "Swap": the instruments and the amounts shown change places, and so does the typed side (`shown` is
 * what each field shows, the live quote on the side not typed).
 */
export function swapSides(state: CalculatorState, shown: { from: string; to: string }): CalculatorState {
  return {
    ...state,
    from: state.to,
    to: state.from,
    amountFrom: shown.to,
    amountTo: shown.from,
    typedSide: state.typedSide === 'from' ? 'to' : 'from',
    entry: null,
  }
}

import type { Instrument, RateMode } from '@sdk/gen/api/types.gen'
import { EXCHANGE_DEFAULT_AMOUNT } from '@/config/constants'
import { sanitizeAmount } from '@/lib/amount'
import { fiatDemoAmount, isFiatPair } from '../fiat/fiat-rules'
import type { ExchangeSelection, TypedSide } from './exchange-search'

/**
 * The calculator part of the exchange form: the pair, both amounts, the side the user typed and the rate mode.
 * Both amounts are kept; the one not typed shows the live quote. Plain state (no form library): it is what the
 * page paints first, and it works before the order part (TanStack Form) has loaded.
 */
export interface CalculatorState {
  from: Instrument
  to: Instrument
  amountFrom: string
  amountTo: string
  typedSide: TypedSide
  rateMode: RateMode
}

const amountKey = (side: TypedSide) => (side === 'from' ? 'amountFrom' : 'amountTo')

/** Where the form starts. The side not typed starts at 500 too (§9 "Default amount 500 in both fields"). */
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
  }
}

/** The typed side's amount. */
export const typedAmount = (state: CalculatorState) => state[amountKey(state.typedSide)]

/** What the user typed into a side, sanitised (spec §5); that side becomes the typed one. */
export function typeAmount(state: CalculatorState, side: TypedSide, typed: string): CalculatorState {
  const amount = sanitizeAmount(typed, state[side].precisionDecimals)
  return { ...state, [amountKey(side)]: amount, typedSide: side }
}

/**
 * A side's new instrument. The typed amount is cut to its precision; a pick that turns the pair into a card pair
 * starts from the demo amount (§9 "Fiat demo amounts").
 */
export function pickInstrument(
  state: CalculatorState,
  side: TypedSide,
  instrument: Instrument,
): CalculatorState {
  const next = { ...state, [side]: instrument }
  const demo = isFiatPair(state.from, state.to) ? null : fiatDemoAmount(next.from, next.to)
  if (demo !== null) return { ...next, amountFrom: demo, typedSide: 'from' }
  const key = amountKey(state.typedSide)
  return { ...next, [key]: sanitizeAmount(state[key], next[state.typedSide].precisionDecimals) }
}

/**
 * Spec §4 "Swap": the instruments and the amounts shown change places, and so does the typed side (`shown` is
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
  }
}

import type { Instrument, PairParams, RateMode } from '@sdk/gen/api/types.gen'
import { parseAmount } from '@/domain/amount'
import type { TypedSide } from '../selection/exchange-search'

/** What the rate depends on: the pair, the rate mode and the typed side's amount. */
export interface QuoteInput {
  from: Instrument
  to: Instrument
  rateMode: RateMode
  typedSide: TypedSide
  /** The typed side's amount, as the form uses it (domain/amount.ts readAmount). */
  amount: string
}

/** The question for the rates socket and the REST rate; null when there is nothing to price (equal instruments). */
export function rateParamsFor(input: QuoteInput): PairParams | null {
  if (input.from.slug === input.to.slug) return null
  const amount = parseAmount(input.amount)
  const typed = input.typedSide === 'from' ? input.from : input.to
  return {
    instrumentFromCurrencyTitle: input.from.currencyTitle,
    instrumentFromNetworkTitle: input.from.networkTitle,
    instrumentToCurrencyTitle: input.to.currencyTitle,
    instrumentToNetworkTitle: input.to.networkTitle,
    rateMode: input.rateMode,
    ...(amount === null
      ? {}
      : { claimedDepositAmount: amount, claimedDepositAmountCurrency: typed.currencyTitle }),
  }
}

/** Whether the amount in params is on the receive side. */
export function amountOnReceiveSide(params: PairParams): boolean {
  return (
    params.claimedDepositAmountCurrency !== undefined &&
    params.claimedDepositAmountCurrency === params.instrumentToCurrencyTitle &&
    params.claimedDepositAmountCurrency !== params.instrumentFromCurrencyTitle
  )
}

/** The pair of params, without the mode and amount (what limits and the fixed-rate refusal are known for). */
export const pairOf = (params: PairParams) => ({
  instrumentFromCurrencyTitle: params.instrumentFromCurrencyTitle,
  instrumentFromNetworkTitle: params.instrumentFromNetworkTitle,
  instrumentToCurrencyTitle: params.instrumentToCurrencyTitle,
  instrumentToNetworkTitle: params.instrumentToNetworkTitle,
})

import type { Instrument, PairData } from '@sdk/gen/api/types.gen'
import { FIAT_DEMO_AMOUNT_COIN, FIAT_DEMO_AMOUNT_FIAT } from '@/config/constants'

type Typed = Pick<Instrument, 'instrumentType'>

/** A card purchase or sale: fiat on either side (docs/product.md §1 "Fiat buy and sell"). */
export const isFiatPair = (from: Typed, to: Typed): boolean =>
  from.instrumentType === 'fiat' || to.instrumentType === 'fiat'

/**
 * docs/product.md §4 "Fiat flow": below noKycThreshold the order is created directly, otherwise the KYC flow runs first.
 * The threshold is in the sent instrument, like the quote's amountToGive.
 */
export const fiatNeedsKyc = (quote: Pick<PairData, 'amountToGive' | 'noKycThreshold'>): boolean =>
  quote.amountToGive >= quote.noKycThreshold

/**
 * docs/product.md §9 "Fiat demo amounts: 200 usd, or 0.01 of the coin": the amount a form switched to a fiat pair starts
 * with (the sent side's): 200 when fiat is sent, 0.01 when a coin is sold for fiat; null for a crypto pair.
 */
export function fiatDemoAmount(from: Typed, to: Typed): string | null {
  if (from.instrumentType === 'fiat') return FIAT_DEMO_AMOUNT_FIAT
  if (to.instrumentType === 'fiat') return FIAT_DEMO_AMOUNT_COIN
  return null
}

import type { Instrument, RateMode } from '@sdk/gen/api/types.gen'
import { z } from 'zod/mini'

/**
 * The exchange form's part of the URL (docs/product.md §2 "Exchange page query": send and receive instrument slugs,
 * amount, optional coin and ref).
 */
export const exchangeSearchSchema = z.object({
  send: z.optional(z.string()),
  receive: z.optional(z.string()),
  amount: z.optional(z.string()),
  side: z.optional(z.string()),
  rate: z.optional(z.string()),
  coin: z.optional(z.string()),
  ref: z.optional(z.string()),
})

export type ExchangeSearch = z.infer<typeof exchangeSearchSchema>

/** Which amount the user typed: the other one is computed from the live rate. */
export type TypedSide = 'from' | 'to'

/** What the form starts from. */
export interface ExchangeSelection {
  from: Instrument
  to: Instrument
  /** The typed side's amount, as the form uses it (domain/amount.ts readAmount). */
  amount: string
  typedSide: TypedSide
  /** The rate mode the URL names (`rate=fixed`); floating without it. */
  rateMode?: RateMode
  /** The default amount was outside the pair's limits and was moved into them (the form says so quietly). */
  movedIntoLimits?: true
}

/** The pair a path names (/exchange-{send}-{receive}). */
export interface PathPair {
  send: string
  receive: string
}

/** The /exchange-{pair} route params of a pair (as its params.parse gives them), for links. */
export const exchangePairParams = (send: string, receive: string) => ({
  pair: `${send}-${receive}`,
  send,
  receive,
})

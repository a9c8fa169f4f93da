import type { PriceHistoryRange } from '@sdk/gen/api/types.gen'
import { z } from 'zod/mini'

/** How the price list can be ordered: as the server lists the instruments (its ranking), by name or by price. */
export const PRICE_SORTS = ['rank', 'name', 'price'] as const
export type PriceSort = (typeof PRICE_SORTS)[number]

/**
 * /price's query: the search text and the order. A value the page does not know is dropped rather than a 404,
 * so an old or hand-edited link still opens the list.
 */
export const priceListSearchSchema = z.object({
  q: z.optional(z.string()),
  sort: z.catch(z.optional(z.enum(PRICE_SORTS)), undefined),
  dir: z.catch(z.optional(z.enum(['asc', 'desc'])), undefined),
})

export type PriceListSearch = z.infer<typeof priceListSearchSchema>

/**
 * The contract's PriceHistoryRange values, every one (the Record makes the typecheck fail when the contract adds
 * one). Not imported from the generated zod: the routes parse the URL in the first JS, which must not carry it.
 */
export const PRICE_RANGES = Object.keys({
  '1d': true,
  '7d': true,
  '30d': true,
  '90d': true,
  '1y': true,
} satisfies Record<PriceHistoryRange, true>) as [PriceHistoryRange, ...PriceHistoryRange[]]

/** The range the chart opens with. */
export const DEFAULT_PRICE_RANGE: PriceHistoryRange = '7d'

/** /price/{symbol}'s query: the chart's range (the contract's PriceHistoryRange), 7 days unless it names one. */
export const pricePageSearchSchema = z.object({
  range: z.catch(z.optional(z.enum(PRICE_RANGES)), undefined),
})

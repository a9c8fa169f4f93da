import { getPriceHistoryOptions } from '@sdk/gen/api/@tanstack/react-query.gen'
import type { PriceHistoryRange } from '@sdk/gen/api/types.gen'
import { queryOptions } from '@tanstack/react-query'
import { PRICE_REFRESH_INTERVAL_MS } from '@/config/constants'
import { publicPairsQuery, tradablePairs } from '@/domain/public-pairs'

// The queries only the price page's parts run (its chart and its swap links), apart from the loaders' queries.ts:
// the routes' loaders are in the first JS of every page, these load with the parts.

/** How many partners the price page offers to swap with, each way (inferred). */
const PARTNERS_SHOWN = 6

/** One instrument's price history over a range (x-inferred getPriceHistory); the chart keeps the previous range on screen while the next loads. */
export const priceHistoryQueryOptions = (symbol: string, range: PriceHistoryRange) =>
  queryOptions({
    ...getPriceHistoryOptions({ query: { symbol, range } }),
    staleTime: PRICE_REFRESH_INTERVAL_MS,
  })

/**
 * The instrument's most popular partners that can be swapped now: what it is swapped to (it is sent) and what it
 * is swapped from (it is received), from the one pair list the popular-exchanges page also reads.
 */
export const swapPartnersQueryOptions = (symbol: string) =>
  queryOptions({
    ...publicPairsQuery(),
    select: (pairs) => {
      const usable = tradablePairs(pairs)
      return {
        to: usable.filter((pair) => pair.instrumentFrom.slug === symbol).slice(0, PARTNERS_SHOWN),
        from: usable.filter((pair) => pair.instrumentTo.slug === symbol).slice(0, PARTNERS_SHOWN),
      }
    },
  })

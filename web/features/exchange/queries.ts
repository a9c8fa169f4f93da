import {
  getDefaultPairOptions,
  getPublicRateOptions,
  getRecommendedAmountOptions,
  listPublicPairsV2Options,
} from '@sdk/gen/api/@tanstack/react-query.gen'
import type { Instrument, PairParams, RateMode } from '@sdk/gen/api/types.gen'
import { queryOptions } from '@tanstack/react-query'
import { INSTRUMENTS_STALE_MS } from '@/config/constants'
import { publicPairsQuery, tradablePairs } from '@/domain/public-pairs'
import { usablePairData } from './rates/rate-outcome'

// The instruments the form offers are the crypto and card providers' lists (domain/instrument-lists.ts).

/** The pair the home page form opens with when the URL names none (server side; docs/product.md §9 gives the fallback). */
export const defaultPairQueryOptions = () => queryOptions({ ...getDefaultPairOptions(), staleTime: Infinity })

/** The tradable pairs that can be priced now, most popular first (the popular-exchanges page). */
export const popularPairsQueryOptions = () => queryOptions({ ...publicPairsQuery(), select: tradablePairs })

/**
 * The live rate of one question (pair, mode, typed amount): the one cache of rates, whatever their source. The
 * REST call fills it while the socket is not answering; the socket's frames are written into it under the same key
 * (rates/rates-in-cache.ts). Never fresh, never retried by the cache; kept for the pair's limits (rates/pair-facts.ts)
 * as long as the instrument list. An answer missing a docs/product.md §5 field fails here, where it enters.
 */
export const publicRateQueryOptions = (params: PairParams) => {
  const options = getPublicRateOptions({ query: params })
  return queryOptions({
    ...options,
    queryFn: async (context) => usablePairData(await options.queryFn?.(context)),
    staleTime: 0,
    gcTime: INSTRUMENTS_STALE_MS,
    retry: false,
  })
}

/** The amount the pair prices well, offered as a one-tap fill. */
export const recommendedAmountQueryOptions = (from: Instrument, to: Instrument, rateMode: RateMode) =>
  queryOptions({
    ...getRecommendedAmountOptions({
      query: {
        instrumentFromCurrencyTitle: from.currencyTitle,
        instrumentFromNetworkTitle: from.networkTitle,
        instrumentToCurrencyTitle: to.currencyTitle,
        instrumentToNetworkTitle: to.networkTitle,
        rateMode,
      },
    }),
    staleTime: INSTRUMENTS_STALE_MS,
    retry: false,
  })

/**
 * The pairs that send one instrument (listPublicPairsV2 with instrumentFromSlug): what the receive picker may
 * offer. Kept as long as the instrument list.
 */
export const pairsFromQueryOptions = (instrumentFromSlug: string) =>
  queryOptions({
    ...listPublicPairsV2Options({ query: { instrumentFromSlug } }),
    staleTime: INSTRUMENTS_STALE_MS,
    retry: false,
  })

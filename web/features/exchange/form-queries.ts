import {
  getPublicRateOptions,
  getRecommendedAmountOptions,
  listPublicPairsV2Options,
} from '@sdk/gen/api/@tanstack/react-query.gen'
import type { Instrument, PairParams, RateMode } from '@sdk/gen/api/types.gen'
import { queryOptions } from '@tanstack/react-query'
import { INSTRUMENTS_STALE_MS } from '@/config/constants'
import { usablePairData } from './rates/rate-outcome'

// The queries the exchange form runs once it is there: apart from queries.ts, whose queries the routes' loaders
// run before the first render, so they (and the rate checks) are not in the first JS (docs/budgets.md).

/** The live rate of one question (pair, mode, typed amount): the one cache of rates, whatever their source. */
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

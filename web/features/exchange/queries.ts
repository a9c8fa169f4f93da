import {
  getDefaultPairOptions,
  getPublicRateOptions,
  getRecommendedAmountOptions,
  listInstrumentsV2Options,
  listPublicPairsV2Options,
} from '@sdk/gen/api/@tanstack/react-query.gen'
import type { Instrument, PairParams, RateMode } from '@sdk/gen/api/types.gen'
import { queryOptions } from '@tanstack/react-query'

/** The instrument list barely changes: kept fresh for 5 minutes, so pickers and pages share one fetch. */
const INSTRUMENTS_STALE_MS = 5 * 60_000

/** Every active instrument (all providers: crypto and fiat), for the pickers and the pages' loaders. */
export const instrumentsQueryOptions = () =>
  queryOptions({ ...listInstrumentsV2Options(), staleTime: INSTRUMENTS_STALE_MS })

/** The pair the home page form opens with when the URL names none (server side; §9 gives the fallback). */
export const defaultPairQueryOptions = () => queryOptions({ ...getDefaultPairOptions(), staleTime: Infinity })

/** One live rate over REST (the socket's fallback): never cached as fresh, never retried by the cache. */
export const publicRateQueryOptions = (params: PairParams) =>
  queryOptions({ ...getPublicRateOptions({ query: params }), staleTime: 0, gcTime: 30_000, retry: false })

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

/** The tradable pairs that can be priced now, most popular first (the popular-exchanges page). */
export const popularPairsQueryOptions = () =>
  queryOptions({
    ...listPublicPairsV2Options(),
    staleTime: 60_000,
    select: (pairs) =>
      pairs.filter((pair) => pair.isActive && pair.hasLiquidity).sort((a, b) => a.popularity - b.popularity),
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

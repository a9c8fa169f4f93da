import { getDefaultPairOptions, listInstrumentsV2Options } from '@sdk/gen/api/@tanstack/react-query.gen'
import { queryOptions } from '@tanstack/react-query'
import { INSTRUMENTS_STALE_MS } from '@/config/constants'
import { publicPairsQuery, tradablePairs } from '@/lib/public-pairs'

// The queries the routes' loaders run; the ones only the form runs are in form-queries.ts (docs/budgets.md).

/** Every active instrument (all providers: crypto and fiat), for the pickers and the pages' loaders. */
export const instrumentsQueryOptions = () =>
  queryOptions({ ...listInstrumentsV2Options(), staleTime: INSTRUMENTS_STALE_MS })

/** The pair the home page form opens with when the URL names none (server side; §9 gives the fallback). */
export const defaultPairQueryOptions = () => queryOptions({ ...getDefaultPairOptions(), staleTime: Infinity })

/** The tradable pairs that can be priced now, most popular first (the popular-exchanges page). */
export const popularPairsQueryOptions = () => queryOptions({ ...publicPairsQuery(), select: tradablePairs })

import { getDefaultPairOptions } from '@sdk/gen/api/@tanstack/react-query.gen'
import { queryOptions } from '@tanstack/react-query'
import { publicPairsQuery, tradablePairs } from '@/domain/public-pairs'

// The queries the routes' loaders run; the ones only the form runs are in form-queries.ts (docs/budgets.md).

// The instruments the form offers are the crypto and card providers' lists (lib/instrument-lists.ts).

/** The pair the home page form opens with when the URL names none (server side; docs/product.md §9 gives the fallback). */
export const defaultPairQueryOptions = () => queryOptions({ ...getDefaultPairOptions(), staleTime: Infinity })

/** The tradable pairs that can be priced now, most popular first (the popular-exchanges page). */
export const popularPairsQueryOptions = () => queryOptions({ ...publicPairsQuery(), select: tradablePairs })

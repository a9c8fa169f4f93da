import { getPublicStatsOptions, listLatestPublicOrdersOptions } from '@sdk/gen/api/@tanstack/react-query.gen'
import { queryOptions } from '@tanstack/react-query'
import { HOME_ACTIVITY_REFRESH_INTERVAL_MS, LATEST_ORDERS_SHOWN } from '@/config/constants'
import { publicPairsQuery, tradablePairs } from '@/domain/public-pairs'

/** How many popular pairs the home page offers (inferred: two rows on a wide screen). */
const HOME_PAIRS_SHOWN = 8

/** The latest public orders (listLatestPublicOrders), refreshed while the home page is open. */
export const latestOrdersQueryOptions = () =>
  queryOptions({
    ...listLatestPublicOrdersOptions({ query: { limit: LATEST_ORDERS_SHOWN } }),
    staleTime: HOME_ACTIVITY_REFRESH_INTERVAL_MS,
    refetchInterval: HOME_ACTIVITY_REFRESH_INTERVAL_MS,
  })

/** The service's public figures (getPublicStats), refreshed with the latest orders. */
export const publicStatsQueryOptions = () =>
  queryOptions({
    ...getPublicStatsOptions(),
    staleTime: HOME_ACTIVITY_REFRESH_INTERVAL_MS,
    refetchInterval: HOME_ACTIVITY_REFRESH_INTERVAL_MS,
  })

/** The most popular pairs that can be swapped now (the pair list's cache, shared with the popular-exchanges page). */
export const homePairsQueryOptions = () =>
  queryOptions({ ...publicPairsQuery(), select: (pairs) => tradablePairs(pairs).slice(0, HOME_PAIRS_SHOWN) })

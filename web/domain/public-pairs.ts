import { listPublicPairsV2Options } from '@sdk/gen/api/@tanstack/react-query.gen'
import type { PairListItem } from '@sdk/gen/api/types.gen'
import { PUBLIC_PAIRS_STALE_MS } from '@/config/constants'

/**
 * The public pair list (listPublicPairsV2): one cache for every page that reads it (popular exchanges, the home
 * page's pairs, a price page's swap links), each choosing its part with `select`.
 */
export const publicPairsQuery = () => ({ ...listPublicPairsV2Options(), staleTime: PUBLIC_PAIRS_STALE_MS })

/** The pairs that can be swapped now (active, with liquidity), most popular first. */
export const tradablePairs = (pairs: readonly PairListItem[]): PairListItem[] =>
  pairs.filter((pair) => pair.isActive && pair.hasLiquidity).sort((a, b) => a.popularity - b.popularity)

import { listInstrumentsV2Options } from '@sdk/gen/api/@tanstack/react-query.gen'
import { queryOptions } from '@tanstack/react-query'
import { PRICE_REFRESH_INTERVAL_MS } from '@/config/constants'

/** Every instrument with its USD price (the same call and cache as the exchange pickers), refreshed while shown. */
export const pricedInstrumentsQueryOptions = () =>
  queryOptions({
    ...listInstrumentsV2Options(),
    staleTime: PRICE_REFRESH_INTERVAL_MS,
    refetchInterval: PRICE_REFRESH_INTERVAL_MS,
  })

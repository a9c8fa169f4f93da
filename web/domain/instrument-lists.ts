import { listInstrumentsV2Options } from '@sdk/gen/api/@tanstack/react-query.gen'
import type { Instrument } from '@sdk/gen/api/types.gen'
import { type QueryClient, queryOptions } from '@tanstack/react-query'
import { CARD_PROVIDER_CODE, CRYPTO_PROVIDER_CODES, INSTRUMENTS_STALE_MS } from '@/config/constants'

// The hooks live in use-instruments.ts: a loader imports this module, and TanStack Query's observers would join the first page's JS.

const providersList = (providers: string) =>
  queryOptions({ ...listInstrumentsV2Options({ query: { providers } }), staleTime: INSTRUMENTS_STALE_MS })

export const cryptoInstrumentsQueryOptions = () => providersList(CRYPTO_PROVIDER_CODES)

export const cardInstrumentsQueryOptions = () => providersList(CARD_PROVIDER_CODE)

export const ensureInstrumentLists = (queryClient: QueryClient) =>
  Promise.all(
    [CRYPTO_PROVIDER_CODES, CARD_PROVIDER_CODE].map((providers) =>
      queryClient.ensureQueryData(providersList(providers)),
    ),
  ) as Promise<[Instrument[], Instrument[]]>

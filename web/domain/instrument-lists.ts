import { listInstrumentsV2Options } from '@sdk/gen/api/@tanstack/react-query.gen'
import type { Instrument } from '@sdk/gen/api/types.gen'
import { type QueryClient, queryOptions } from '@tanstack/react-query'
import { CARD_PROVIDER_CODE, CRYPTO_PROVIDER_CODES, INSTRUMENTS_STALE_MS } from '@/config/constants'

// The hooks that read these lists are in use-instruments.ts: a route's loader imports this module, and TanStack
// Query's observers would come into the first page's JS with them (docs/budgets.md).

const providersList = (providers: string) =>
  queryOptions({ ...listInstrumentsV2Options({ query: { providers } }), staleTime: INSTRUMENTS_STALE_MS })

/** The crypto exchange's instruments: listInstrumentsV2 with the crypto providers. */
export const cryptoInstrumentsQueryOptions = () => providersList(CRYPTO_PROVIDER_CODES)

/** The card provider's instruments (fiat, and the coins it buys and sells): listInstrumentsV2 with its code. */
export const cardInstrumentsQueryOptions = () => providersList(CARD_PROVIDER_CODE)

/**
 * Both lists, fetched at once for a route's loader or the pre-render: the crypto list and the card list (the
 * offered instruments are the two merged, use-instruments.ts mergeInstruments).
 */
export const ensureInstrumentLists = (queryClient: QueryClient) =>
  Promise.all(
    [CRYPTO_PROVIDER_CODES, CARD_PROVIDER_CODE].map((providers) =>
      queryClient.ensureQueryData(providersList(providers)),
    ),
  ) as Promise<[Instrument[], Instrument[]]>

import { listInstrumentsV2Options } from '@sdk/gen/api/@tanstack/react-query.gen'
import type { Instrument } from '@sdk/gen/api/types.gen'
import { type QueryClient, queryOptions, useQuery, useSuspenseQuery } from '@tanstack/react-query'
import { useMemo } from 'react'
import { CARD_PROVIDER_CODE, CRYPTO_PROVIDER_CODES, INSTRUMENTS_STALE_MS } from '@/config/constants'

/** The crypto exchange's instruments: listInstrumentsV2 with the crypto providers. */
export const cryptoInstrumentsQueryOptions = () =>
  queryOptions({
    ...listInstrumentsV2Options({ query: { providers: CRYPTO_PROVIDER_CODES.join(',') } }),
    staleTime: INSTRUMENTS_STALE_MS,
  })

/** The card provider's instruments (fiat, and the coins it buys and sells): listInstrumentsV2 with its code. */
export const cardInstrumentsQueryOptions = () =>
  queryOptions({
    ...listInstrumentsV2Options({ query: { providers: CARD_PROVIDER_CODE } }),
    staleTime: INSTRUMENTS_STALE_MS,
  })

/**
 * Every instrument, those no longer listed too (listInstrumentsV2 all=true, which the client waits 3 s for): asked
 * only for one the current lists do not name, such as an old order's.
 */
export const allInstrumentsQueryOptions = () =>
  queryOptions({
    ...listInstrumentsV2Options({ query: { all: true } }),
    staleTime: INSTRUMENTS_STALE_MS,
    retry: false,
  })

/** The offered instruments: the crypto providers' list, then the card provider's instruments it lacks. */
export function mergeInstruments(crypto: readonly Instrument[], card: readonly Instrument[]): Instrument[] {
  const slugs = new Set(crypto.map((instrument) => instrument.slug))
  return [...crypto, ...card.filter((instrument) => !slugs.has(instrument.slug))]
}

/** Both lists, for a route's loader or the pre-render: fetched at once, merged. */
export async function ensureInstruments(queryClient: QueryClient): Promise<Instrument[]> {
  const [crypto, card] = await Promise.all([
    queryClient.ensureQueryData(cryptoInstrumentsQueryOptions()),
    queryClient.ensureQueryData(cardInstrumentsQueryOptions()),
  ])
  return mergeInstruments(crypto, card)
}

/** The offered instruments, read where a loader has fetched them (ensureInstruments); suspends until both are in. */
export function useInstruments(): Instrument[] {
  const { data: crypto } = useSuspenseQuery(cryptoInstrumentsQueryOptions())
  const { data: card } = useSuspenseQuery(cardInstrumentsQueryOptions())
  return useMemo(() => mergeInstruments(crypto, card), [crypto, card])
}

/** The offered instruments for a look-up that can wait (a logo, a precision): undefined until both are in. */
export function useLoadedInstruments(): Instrument[] | undefined {
  const { data: crypto } = useQuery(cryptoInstrumentsQueryOptions())
  const { data: card } = useQuery(cardInstrumentsQueryOptions())
  return useMemo(() => (crypto && card ? mergeInstruments(crypto, card) : undefined), [crypto, card])
}

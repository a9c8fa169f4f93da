import type { Instrument } from '@sdk/gen/api/types.gen'
import { useQuery, useSuspenseQuery } from '@tanstack/react-query'
import { useCallback, useMemo } from 'react'
import { ORDER_AMOUNT_DECIMALS } from '@/config/constants'
import { cardInstrumentsQueryOptions, cryptoInstrumentsQueryOptions } from './instrument-lists'

export function mergeInstruments(crypto: readonly Instrument[], card: readonly Instrument[]): Instrument[] {
  const slugs = new Set(crypto.map((instrument) => instrument.slug))
  return [...crypto, ...card.filter((instrument) => !slugs.has(instrument.slug))]
}

/** Suspends until both lists are in. */
export function useInstruments(): Instrument[] {
  const { data: crypto } = useSuspenseQuery(cryptoInstrumentsQueryOptions())
  const { data: card } = useSuspenseQuery(cardInstrumentsQueryOptions())
  return useMemo(() => mergeInstruments(crypto, card), [crypto, card])
}

export function useLoadedInstruments(): Instrument[] | undefined {
  const { data: crypto } = useQuery(cryptoInstrumentsQueryOptions())
  const { data: card } = useQuery(cardInstrumentsQueryOptions())
  return useMemo(() => (crypto && card ? mergeInstruments(crypto, card) : undefined), [crypto, card])
}

export type PrecisionOf = (instrument: { currencyTitle: string; networkTitle: string }) => number

/** 8 (the claimed-deposit precision of docs/product.md §9) for an unknown instrument or while the lists load. */
export function useInstrumentPrecision(): PrecisionOf {
  const data = useLoadedInstruments()
  return useCallback(
    ({ currencyTitle, networkTitle }) =>
      data?.find(
        (instrument) =>
          instrument.currencyTitle === currencyTitle && instrument.networkTitle === networkTitle,
      )?.precisionDecimals ?? ORDER_AMOUNT_DECIMALS,
    [data],
  )
}

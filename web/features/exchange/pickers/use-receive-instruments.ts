import type { Instrument } from '@sdk/gen/api/types.gen'
import { useQuery } from '@tanstack/react-query'
import { useMemo } from 'react'
import { pairsFromQueryOptions } from '../queries'
import { receiveInstrumentsFor } from './receive-instruments'

/**
 * The receive picker's instruments: those tradable with the chosen send instrument (receive-instruments.ts); all of
 * them without a send instrument.
 */
export function useReceiveInstruments(
  from: Instrument | undefined,
  to: Instrument,
  instruments: readonly Instrument[],
): readonly Instrument[] {
  const { data: pairs } = useQuery({
    ...pairsFromQueryOptions(from?.slug ?? ''),
    enabled: from !== undefined,
  })
  return useMemo(
    () => (from ? receiveInstrumentsFor(instruments, pairs, from, to) : instruments),
    [instruments, pairs, from, to],
  )
}

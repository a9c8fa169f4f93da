import type { Instrument } from '@sdk/gen/api/types.gen'
import { useQuery } from '@tanstack/react-query'
import { useMemo } from 'react'
import { pairsFromQueryOptions } from '../form-queries'
import { receiveInstrumentsFor } from './receive-instruments'

/** The receive picker's instruments: those tradable with the chosen send instrument (receive-instruments.ts). */
export function useReceiveInstruments(
  from: Instrument,
  to: Instrument,
  instruments: readonly Instrument[],
): readonly Instrument[] {
  const { data: pairs } = useQuery(pairsFromQueryOptions(from.slug))
  return useMemo(() => receiveInstrumentsFor(instruments, pairs, from, to), [instruments, pairs, from, to])
}

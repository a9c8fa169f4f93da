import type { Instrument } from '@sdk/gen/api/types.gen'
import { useQueryClient } from '@tanstack/react-query'
import { useEffect } from 'react'
import { pairsFromQueryOptions } from '../queries'

/**
 * Asks for the send instrument's pairs as soon as it is chosen, so the receive list is ready when its picker opens
 * (useReceiveInstruments reads it there). A prefetch: its answer re-renders nothing.
 */
export function usePrefetchReceivePairs(from: Instrument): void {
  const queryClient = useQueryClient()
  useEffect(() => {
    void queryClient.prefetchQuery(pairsFromQueryOptions(from.slug))
  }, [queryClient, from.slug])
}

import { listInstrumentsV2Options } from '@sdk/gen/api/@tanstack/react-query.gen'
import { useQuery } from '@tanstack/react-query'
import { useCallback } from 'react'
import { INSTRUMENTS_STALE_MS, ORDER_AMOUNT_DECIMALS } from '@/config/constants'

export type PrecisionOf = (instrument: { currencyTitle: string; networkTitle: string }) => number

/**
 * The number of decimals an amount of an instrument is shown with (spec §3 Instrument.precisionDecimals), read from
 * the instrument list; 8 (the claimed-deposit precision of §9) for an instrument the list does not name or while it
 * loads.
 */
export function useInstrumentPrecision(): PrecisionOf {
  const { data } = useQuery({ ...listInstrumentsV2Options(), staleTime: INSTRUMENTS_STALE_MS })
  return useCallback(
    ({ currencyTitle, networkTitle }) =>
      data?.find(
        (instrument) =>
          instrument.currencyTitle === currencyTitle && instrument.networkTitle === networkTitle,
      )?.precisionDecimals ?? ORDER_AMOUNT_DECIMALS,
    [data],
  )
}

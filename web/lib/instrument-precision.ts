import { useCallback } from 'react'
import { ORDER_AMOUNT_DECIMALS } from '@/config/constants'
import { useLoadedInstruments } from './instrument-lists'

export type PrecisionOf = (instrument: { currencyTitle: string; networkTitle: string }) => number

/**
 * The number of decimals an amount of an instrument is shown with (spec §3 Instrument.precisionDecimals), read from
 * the instrument list; 8 (the claimed-deposit precision of §9) for an instrument the list does not name or while it
 * loads.
 */
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

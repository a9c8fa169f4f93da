import type { Instrument, InstrumentRef } from '@sdk/gen/api/types.gen'
import { useQuery } from '@tanstack/react-query'
import { allInstrumentsQueryOptions, useInstruments } from '@/lib/instrument-lists'

/**
 * The instrument an order names (its references carry only titles and a slug): from the offered lists (the
 * exchange's fetch of them, shared; the page waits for them), else from every instrument ever listed, asked only
 * then (all=true): an old order's coin may no longer be offered.
 */
export function useOrderInstrument(ref: Pick<InstrumentRef, 'slug'>): Instrument | undefined {
  const listed = useInstruments().find((instrument) => instrument.slug === ref.slug)
  const { data: delisted } = useQuery({
    ...allInstrumentsQueryOptions(),
    enabled: listed === undefined,
    select: (all) => all.find((instrument) => instrument.slug === ref.slug),
  })
  return listed ?? delisted
}

import { listInstrumentsV2Options } from '@sdk/gen/api/@tanstack/react-query.gen'
import type { Instrument, InstrumentRef } from '@sdk/gen/api/types.gen'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { INSTRUMENTS_STALE_MS } from '@/config/constants'
import { useInstruments } from '@/domain/use-instruments'

/**
 * Every instrument, those no longer listed too (listInstrumentsV2 all=true, which the client waits 3 s for): asked
 * only for one the offered lists do not name.
 */
export const allInstrumentsQueryOptions = () =>
  queryOptions({
    ...listInstrumentsV2Options({ query: { all: true } }),
    staleTime: INSTRUMENTS_STALE_MS,
    retry: false,
  })

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

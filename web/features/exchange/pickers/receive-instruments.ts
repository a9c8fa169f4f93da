import type { Instrument, PairListItem } from '@sdk/gen/api/types.gen'

/**
 * The receive picker's list (docs/product.md §1: a swap of one instrument for another that can be traded for it): the
 * instruments the send instrument's pairs reach while active and with liquidity, in the instrument list's order.
 */
export function receiveInstrumentsFor(
  instruments: readonly Instrument[],
  pairs: readonly PairListItem[] | undefined,
  from: Pick<Instrument, 'slug'>,
  to: Pick<Instrument, 'slug'>,
): readonly Instrument[] {
  if (!pairs) return instruments
  const tradable = new Set(
    pairs
      .filter((pair) => pair.instrumentFrom.slug === from.slug && pair.isActive && pair.hasLiquidity)
      .map((pair) => pair.instrumentTo.slug),
  )
  tradable.add(from.slug)
  tradable.add(to.slug)
  return instruments.filter((instrument) => tradable.has(instrument.slug))
}

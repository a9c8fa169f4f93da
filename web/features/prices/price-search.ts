import type { Instrument, PriceHistoryRange } from '@sdk/gen/api/types.gen'
import { zPriceHistoryRange } from '@sdk/gen/api/zod.gen'
import { z } from 'zod/mini'

/** How the price list can be ordered: as the server lists the instruments (its ranking), by name or by price. */
export const PRICE_SORTS = ['rank', 'name', 'price'] as const
export type PriceSort = (typeof PRICE_SORTS)[number]
export type SortDirection = 'asc' | 'desc'

/**
 * /price's query: the search text and the order. A value the page does not know is dropped rather than a 404,
 * so an old or hand-edited link still opens the list.
 */
export const priceListSearchSchema = z.object({
  q: z.optional(z.string()),
  sort: z.catch(z.optional(z.enum(PRICE_SORTS)), undefined),
  dir: z.catch(z.optional(z.enum(['asc', 'desc'])), undefined),
})

export type PriceListSearch = z.infer<typeof priceListSearchSchema>

/** The range the chart opens with. */
export const DEFAULT_PRICE_RANGE: PriceHistoryRange = '7d'

/** /price/{symbol}'s query: the chart's range (the contract's PriceHistoryRange), 7 days unless it names one. */
export const pricePageSearchSchema = z.object({
  range: z.catch(z.optional(zPriceHistoryRange), undefined),
})

/** The direction a column sorts in first: names A→Z, prices highest first. */
export const firstDirection = (sort: PriceSort): SortDirection => (sort === 'price' ? 'desc' : 'asc')

/** Words of the query found in the instrument's ticker, name, network or slug (case and accents aside). */
export function matchesQuery(instrument: Instrument, query: string): boolean {
  const words = fold(query).split(/\s+/).filter(Boolean)
  if (words.length === 0) return true
  const haystack = fold(
    [
      instrument.currencyTitle,
      instrument.currencyFriendlyTitle,
      instrument.networkTitle,
      instrument.slug,
    ].join(' '),
  )
  return words.every((word) => haystack.includes(word))
}

const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase()

/** The instruments the list shows for its query: found by `q`, in the requested order (the server's by default). */
export function visibleInstruments(
  instruments: readonly Instrument[],
  search: PriceListSearch,
): Instrument[] {
  const found = instruments.filter((instrument) => matchesQuery(instrument, search.q ?? ''))
  const sort = search.sort ?? 'rank'
  if (sort === 'rank') return search.dir === 'desc' ? found.reverse() : found
  const sign = (search.dir ?? firstDirection(sort)) === 'asc' ? 1 : -1
  const compare =
    sort === 'price'
      ? (a: Instrument, b: Instrument) => a.price - b.price
      : (a: Instrument, b: Instrument) => a.currencyFriendlyTitle.localeCompare(b.currencyFriendlyTitle)
  return found.sort((a, b) => sign * compare(a, b) || a.slug.localeCompare(b.slug))
}

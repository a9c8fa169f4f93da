import type { Instrument } from '@sdk/gen/api/types.gen'
import type { PriceListSearch, PriceSort } from './price-search'

/*
 * The price list's search and order, apart from the URL schemas (price-search.ts) so that the routes, which parse
 * the URL before any page loads, do not carry this code into the first JS.
 */

export type SortDirection = 'asc' | 'desc'

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

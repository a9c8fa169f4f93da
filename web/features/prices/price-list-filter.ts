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

/**
 * How closely an instrument answers the query, best first: its ticker (or slug) is the query, its ticker starts with
 * it, its name starts with it, or the query is only somewhere in its name or network ("eth" in Tether).
 */
function relevance(instrument: Instrument, query: string): number {
  const term = fold(query).trim()
  if (term === '') return 0
  const ticker = fold(instrument.currencyTitle)
  if (ticker === term || fold(instrument.slug) === term) return 0
  if (ticker.startsWith(term)) return 1
  if (fold(instrument.currencyFriendlyTitle).startsWith(term)) return 2
  return 3
}

/**
 * The "Coin" column shows the ticker, so it sorts on the ticker (the full name is hidden on a phone: sorting on it
 * put ZRX, "0x Protocol", first); the same ticker on several networks goes by network.
 */
const byTicker = (a: Instrument, b: Instrument) =>
  a.currencyTitle.localeCompare(b.currencyTitle, 'en') || a.networkTitle.localeCompare(b.networkTitle, 'en')

/**
 * The instruments the list shows for its query: found by `q`, in the requested order. The default order is the
 * server's, with the closest matches of a query first (see relevance).
 */
export function visibleInstruments(
  instruments: readonly Instrument[],
  search: PriceListSearch,
): Instrument[] {
  const query = search.q ?? ''
  const found = instruments.filter((instrument) => matchesQuery(instrument, query))
  const sort = search.sort ?? 'rank'
  if (sort === 'rank') {
    // Array.prototype.sort is stable: within a tier the server's order stays.
    const ranked = found.sort((a, b) => relevance(a, query) - relevance(b, query))
    return search.dir === 'desc' ? ranked.reverse() : ranked
  }
  const sign = (search.dir ?? firstDirection(sort)) === 'asc' ? 1 : -1
  const compare = sort === 'price' ? (a: Instrument, b: Instrument) => a.price - b.price : byTicker
  return found.sort((a, b) => sign * compare(a, b) || a.slug.localeCompare(b.slug))
}

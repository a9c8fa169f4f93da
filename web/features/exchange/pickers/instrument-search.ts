/**
 * Instrument search for the pickers: by coin name, ticker and network (docs/product.md §1, §3 Instrument). Pure and
 * allocation-light: the index is built once per instrument list, a keystroke only scans it.
 */

/** The fields the search reads (a subset of the contract's Instrument). */
export interface SearchableInstrument {
  slug: string
  currencyTitle: string
  networkTitle: string
  currencyFriendlyTitle: string
}

/** Common names people type for a network title (lower case). */
const NETWORK_NAMES: Record<string, string> = {
  ERC20: 'ethereum eth',
  TRC20: 'tron trx',
  BEP20: 'bsc bnb smart chain binance',
  BEP2: 'bnb beacon chain binance',
  SOL: 'solana',
  POLYGON: 'matic pol',
  ARBITRUM: 'arbitrum one arb',
  OPTIMISM: 'op mainnet',
  AVAXC: 'avalanche c-chain avax',
  BASE: 'base',
  TON: 'toncoin the open network',
  BTC: 'bitcoin',
  CARD: 'card visa mastercard fiat',
}

interface Entry<T> {
  item: T
  ticker: string
  slug: string
  name: string
  /** The start of each word of the name, for word-prefix matches ("cash" in "bitcoin cash"). */
  nameWords: string[]
  network: string
  networkNames: string
}

export interface InstrumentIndex<T extends SearchableInstrument> {
  readonly entries: readonly Entry<T>[]
}

export function createInstrumentIndex<T extends SearchableInstrument>(
  items: readonly T[],
): InstrumentIndex<T> {
  return {
    entries: items.map((item) => {
      const name = item.currencyFriendlyTitle.toLowerCase()
      return {
        item,
        ticker: item.currencyTitle.toLowerCase(),
        slug: item.slug.toLowerCase(),
        name,
        nameWords: name.split(/[\s\-_.()]+/).filter(Boolean),
        network: item.networkTitle.toLowerCase(),
        networkNames: NETWORK_NAMES[item.networkTitle.toUpperCase()] ?? '',
      }
    }),
  }
}

/** How well one query word matches one instrument; 0 is no match. */
function scoreToken<T extends SearchableInstrument>(entry: Entry<T>, token: string): number {
  if (entry.ticker === token) return 100
  if (entry.slug === token) return 95
  if (entry.ticker.startsWith(token)) return 70 - Math.min(entry.ticker.length - token.length, 20)
  if (entry.name === token) return 65
  if (entry.slug.startsWith(token)) return 55
  if (entry.name.startsWith(token)) return 50
  if (entry.network === token) return 45
  for (const word of entry.nameWords) if (word.startsWith(token)) return 40
  if (entry.network.startsWith(token)) return 35
  if (entry.networkNames.includes(token)) return 30
  if (entry.ticker.includes(token) || entry.name.includes(token)) return 10
  if (entry.network.includes(token) || entry.slug.includes(token)) return 5
  return 0
}

/**
 * The instruments matching every word of the query, best first (ticker before name before network; ties keep
 * the list's order). An empty query returns the whole list in its order.
 */
export function searchInstruments<T extends SearchableInstrument>(
  index: InstrumentIndex<T>,
  query: string,
): T[] {
  const tokens = query
    .toLowerCase()
    .split(/[\s,/]+/)
    .filter(Boolean)
  if (tokens.length === 0) return index.entries.map((entry) => entry.item)
  const hits: { item: T; score: number; position: number }[] = []
  const { entries } = index
  for (let position = 0; position < entries.length; position++) {
    const entry = entries[position] as Entry<T>
    let score = 0
    for (const token of tokens) {
      const tokenScore = scoreToken(entry, token)
      if (tokenScore === 0) {
        score = 0
        break
      }
      score += tokenScore
    }
    if (score > 0) hits.push({ item: entry.item, score, position })
  }
  hits.sort((a, b) => b.score - a.score || a.position - b.position)
  return hits.map((hit) => hit.item)
}

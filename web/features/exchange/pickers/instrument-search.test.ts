import { describe, expect, it } from 'vitest'
import { createInstrumentIndex, type SearchableInstrument, searchInstruments } from './instrument-search'

const row = (slug: string, currencyTitle: string, networkTitle: string, currencyFriendlyTitle: string) => ({
  slug,
  currencyTitle,
  networkTitle,
  currencyFriendlyTitle,
})

/** A slice of the mock catalogue, in its order. */
const list: SearchableInstrument[] = [
  row('usdttrc20', 'USDT', 'TRC20', 'Tether'),
  row('usdterc20', 'USDT', 'ERC20', 'Tether'),
  row('usdtbep20', 'USDT', 'BEP20', 'Tether'),
  row('btc', 'BTC', 'BTC', 'Bitcoin'),
  row('btcbep20', 'BTC', 'BEP20', 'Bitcoin'),
  row('wbtc', 'WBTC', 'ERC20', 'Wrapped Bitcoin'),
  row('eth', 'ETH', 'ERC20', 'Ethereum'),
  row('etharbitrum', 'ETH', 'ARBITRUM', 'Ethereum'),
  row('trx', 'TRX', 'TRC20', 'TRON'),
  row('bch', 'BCH', 'BCH', 'Bitcoin Cash'),
  row('etc', 'ETC', 'ETC', 'Ethereum Classic'),
  row('xrp', 'XRP', 'XRP', 'XRP'),
  row('usd', 'USD', 'CARD', 'US Dollar'),
]

const index = createInstrumentIndex(list)
const slugs = (query: string) => searchInstruments(index, query).map((item) => item.slug)

describe('searchInstruments', () => {
  it('returns the whole list in its order for an empty query', () => {
    expect(slugs('')).toEqual(list.map((item) => item.slug))
    expect(slugs('   ')).toEqual(list.map((item) => item.slug))
  })

  it('puts an exact ticker first, then other tickers that start with it, then names', () => {
    expect(slugs('btc')).toEqual(['btc', 'btcbep20', 'wbtc'])
    expect(slugs('BTC')).toEqual(slugs('btc'))
  })

  it('finds by coin name and by a word of the name', () => {
    expect(slugs('bitcoin')).toEqual(['btc', 'btcbep20', 'bch', 'wbtc'])
    expect(slugs('cash')).toEqual(['bch'])
    expect(slugs('bitcoin cash')).toEqual(['bch'])
  })

  it('narrows by network with a second word, or finds a network by its common name', () => {
    expect(slugs('usdt trc20')).toEqual(['usdttrc20'])
    expect(slugs('tether bep')).toEqual(['usdtbep20'])
    expect(slugs('eth arbitrum')[0]).toBe('etharbitrum')
    expect(slugs('tron')).toEqual(['trx', 'usdttrc20'])
  })

  it('finds by slug', () => {
    expect(slugs('usdterc20')).toEqual(['usdterc20'])
  })

  it('finds fiat by its card network', () => {
    expect(slugs('card')).toEqual(['usd'])
    expect(slugs('dollar')).toEqual(['usd'])
  })

  it('returns nothing when a word matches nothing', () => {
    expect(slugs('zzz')).toEqual([])
    expect(slugs('btc zzz')).toEqual([])
  })
})

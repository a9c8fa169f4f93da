import type { Instrument } from '@sdk/gen/api/types.gen'
import { describe, expect, it } from 'vitest'
import { matchesQuery, visibleInstruments } from './price-list-filter'

const coin = (slug: string, ticker: string, name: string, network: string, price: number): Instrument => ({
  slug,
  currencyTitle: ticker,
  currencyFriendlyTitle: name,
  networkTitle: network,
  price,
  bestChangeName: ticker,
  currencyLogoLink: '',
  instrumentType: 'crypto',
  requiresMemo: false,
  precisionDecimals: 8,
})

const list = [
  coin('btc', 'BTC', 'Bitcoin', 'BTC', 64_000),
  coin('usdttrc20', 'USDT', 'Tether', 'TRC20', 1),
  coin('eth', 'ETH', 'Ethereum', 'ERC20', 3_400),
]

describe('matchesQuery', () => {
  it('finds every word in the ticker, name, network or slug, whatever the case', () => {
    expect(matchesQuery(list[1] as Instrument, 'tether trc')).toBe(true)
    expect(matchesQuery(list[1] as Instrument, 'tether erc')).toBe(false)
    expect(matchesQuery(list[0] as Instrument, '  ')).toBe(true)
  })
})

describe('visibleInstruments', () => {
  it('keeps the server’s order by default, and reverses it on request', () => {
    expect(visibleInstruments(list, {}).map((c) => c.slug)).toEqual(['btc', 'usdttrc20', 'eth'])
    expect(visibleInstruments(list, { dir: 'desc' }).map((c) => c.slug)).toEqual(['eth', 'usdttrc20', 'btc'])
  })

  it('sorts by price highest first and by name A to Z unless told otherwise', () => {
    expect(visibleInstruments(list, { sort: 'price' }).map((c) => c.slug)).toEqual([
      'btc',
      'eth',
      'usdttrc20',
    ])
    expect(visibleInstruments(list, { sort: 'price', dir: 'asc' }).map((c) => c.slug)).toEqual([
      'usdttrc20',
      'eth',
      'btc',
    ])
    expect(visibleInstruments(list, { sort: 'name' }).map((c) => c.slug)).toEqual(['btc', 'eth', 'usdttrc20'])
  })

  it('filters before it sorts and does not change the list it was given', () => {
    expect(visibleInstruments(list, { q: 'e', sort: 'price' }).map((c) => c.slug)).toEqual([
      'eth',
      'usdttrc20',
    ])
    expect(list.map((c) => c.slug)).toEqual(['btc', 'usdttrc20', 'eth'])
  })
})

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

describe('visibleInstruments: what a search shows first', () => {
  const catalogue = [
    coin('usdterc20', 'USDT', 'Tether', 'ERC20', 1),
    coin('usdtton', 'USDT', 'Tether', 'TON', 1),
    coin('usdeerc20', 'USDE', 'Ethena USDe', 'ERC20', 1),
    coin('etc', 'ETC', 'Ethereum Classic', 'ETC', 20),
    coin('weth', 'WETH', 'Wrapped Ether', 'ERC20', 3_400),
    coin('ethfi', 'ETHFI', 'Ether.fi', 'ERC20', 2),
    coin('eth', 'ETH', 'Ethereum', 'ETH', 3_400),
  ]

  it('lists the exact ticker first, then tickers and names that start with the query, then the rest', () => {
    expect(visibleInstruments(catalogue, { q: 'eth' }).map((c) => c.slug)).toEqual([
      'eth',
      'ethfi',
      'usdeerc20',
      'etc',
      'usdterc20',
      'usdtton',
      'weth',
    ])
  })

  it('lists the coin a query names before tokens on a network of that name', () => {
    const onOptimism = [
      coin('usdtop', 'USDT', 'Tether', 'OPTIMISM', 1),
      coin('op', 'OP', 'Optimism', 'OPTIMISM', 2),
    ]
    expect(visibleInstruments(onOptimism, { q: 'op' }).map((c) => c.slug)).toEqual(['op', 'usdtop'])
    expect(visibleInstruments(onOptimism, { q: 'optimism' }).map((c) => c.slug)).toEqual(['op', 'usdtop'])
  })
})

describe('visibleInstruments: sorting by coin', () => {
  const catalogue = [
    coin('zrx', 'ZRX', '0x Protocol', 'ERC20', 0.3),
    coin('usdttrc20', 'USDT', 'Tether', 'TRC20', 1),
    coin('1inch', '1INCH', '1inch', 'ERC20', 0.4),
    coin('usdterc20', 'USDT', 'Tether', 'ERC20', 1),
    coin('aave', 'AAVE', 'Aave', 'ERC20', 90),
  ]

  it('sorts on the ticker the column shows, the same ticker by network', () => {
    expect(visibleInstruments(catalogue, { sort: 'name' }).map((c) => c.slug)).toEqual([
      '1inch',
      'aave',
      'usdterc20',
      'usdttrc20',
      'zrx',
    ])
    expect(visibleInstruments(catalogue, { sort: 'name', dir: 'desc' }).map((c) => c.slug)[0]).toBe('zrx')
  })
})

import { describe, expect, it } from 'vitest'
import { orderPairSearch, syncedOrderSearch } from './order-pair-search'

const order = {
  pair: {
    instrumentFrom: { currencyTitle: 'BTC', networkTitle: 'BTC', slug: 'btc' },
    instrumentTo: { currencyTitle: 'USDT', networkTitle: 'TRC20', slug: 'usdttrc20' },
  },
  claimedDepositAmount: 0.01,
}

describe('order page URL sync (docs/product.md §2)', () => {
  it('writes amounts as plain decimals', () => {
    const amountOf = (claimedDepositAmount: number) =>
      orderPairSearch({ ...order, claimedDepositAmount }).amount
    expect(amountOf(0.0000001)).toBe('0.0000001')
    expect(amountOf(12345.5)).toBe('12345.5')
    expect(amountOf(500)).toBe('500')
  })

  it('names the pair and amount of the order', () => {
    expect(orderPairSearch(order)).toEqual({ send: 'btc', receive: 'usdttrc20', amount: '0.01' })
  })

  it('adds the pair and amount, keeping the destination address, and says nothing when in sync', () => {
    const search = { destinationAddress: 'TQn9' }
    const synced = syncedOrderSearch(search, order)
    expect(synced).toEqual({ destinationAddress: 'TQn9', send: 'btc', receive: 'usdttrc20', amount: '0.01' })
    expect(syncedOrderSearch(synced ?? {}, order)).toBeNull()
    expect(syncedOrderSearch({ ...synced, amount: '5' }, order)).toMatchObject({ amount: '0.01' })
  })
})

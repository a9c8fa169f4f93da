import { describe, expect, it } from 'vitest'
import { fiatDemoAmount, fiatNeedsKyc, isFiatPair } from './fiat-rules'

const fiat = { instrumentType: 'fiat' } as const
const coin = { instrumentType: 'crypto' } as const

describe('fiat rules (docs/product.md §4 Fiat flow, §9)', () => {
  it('a pair with fiat on either side is a card pair', () => {
    expect(isFiatPair(fiat, coin)).toBe(true)
    expect(isFiatPair(coin, fiat)).toBe(true)
    expect(isFiatPair(coin, coin)).toBe(false)
  })

  it('needs KYC from noKycThreshold on, not below it', () => {
    expect(fiatNeedsKyc({ amountToGive: 699.99, noKycThreshold: 700 })).toBe(false)
    expect(fiatNeedsKyc({ amountToGive: 700, noKycThreshold: 700 })).toBe(true)
    expect(fiatNeedsKyc({ amountToGive: 1000, noKycThreshold: 700 })).toBe(true)
  })

  it('starts a card purchase at 200 and a card sale at 0.01 of the coin', () => {
    expect(fiatDemoAmount(fiat, coin)).toBe('200')
    expect(fiatDemoAmount(coin, fiat)).toBe('0.01')
    expect(fiatDemoAmount(coin, coin)).toBeNull()
  })
})

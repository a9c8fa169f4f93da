import { describe, expect, it } from 'vitest'
import { amountWithinLimits } from './start-amount'

const BTC = { precisionDecimals: 8 }

describe('amountWithinLimits (a pair page never opens on an error)', () => {
  it('starts from the recommended amount when it is within the limits', () => {
    expect(
      amountWithinLimits({
        amount: 500,
        limits: { min: 0.00016, max: 0.77 },
        typedSide: 'from',
        typed: BTC,
        recommended: 0.01,
      }),
    ).toBe('0.01')
  })

  it('else from the nearest limit', () => {
    const limits = { min: 0.00016, max: 0.77 }
    expect(
      amountWithinLimits({ amount: 500, limits, typedSide: 'from', typed: BTC, recommended: null }),
    ).toBe('0.77')
    expect(
      amountWithinLimits({ amount: 0.00001, limits, typedSide: 'from', typed: BTC, recommended: 5 }),
    ).toBe('0.00016')
    // The recommended amount is in the send instrument: a receive-side amount takes the limit.
    expect(amountWithinLimits({ amount: 500, limits, typedSide: 'to', typed: BTC, recommended: 0.01 })).toBe(
      '0.77',
    )
  })

  it('knows nothing without a limit', () => {
    expect(
      amountWithinLimits({ amount: 500, limits: null, typedSide: 'from', typed: BTC, recommended: 0.01 }),
    ).toBeNull()
  })
})

import type { Instrument } from '@sdk/gen/api/types.gen'
import { describe, expect, it } from 'vitest'
import { pickInstrument, startCalculator, swapSides, typeAmount, typedAmount } from './calculator'

const instrument = (slug: string, precisionDecimals: number, instrumentType: 'crypto' | 'fiat' = 'crypto') =>
  ({
    slug,
    currencyTitle: slug.toUpperCase(),
    networkTitle: slug.toUpperCase(),
    precisionDecimals,
    instrumentType,
  }) as Instrument

const BTC = instrument('btc', 8)
const USDT = instrument('usdt', 2)
const USD = instrument('usd', 2, 'fiat')

const start = () => startCalculator({ from: BTC, to: USDT, amount: '0.01', typedSide: 'from' })

describe('the calculator (spec §4 Swap, §5 amounts, §9 defaults)', () => {
  it('starts from the selection, the other side at the default 500, floating', () => {
    expect(start()).toMatchObject({
      amountFrom: '0.01',
      amountTo: '500',
      typedSide: 'from',
      rateMode: 'FLOATING',
    })
  })

  it('sanitises what is typed and makes that side the typed one', () => {
    const state = typeAmount(start(), 'to', ' 1,234567')
    expect(state).toMatchObject({ amountTo: '1.23', typedSide: 'to' })
    expect(typedAmount(state)).toBe('1.23')
  })

  it('cuts the typed amount to the new instrument, and starts a card pair at the demo amount', () => {
    const typed = typeAmount(start(), 'from', '0.123456789')
    expect(pickInstrument(typed, 'to', instrument('eth', 18)).amountFrom).toBe('0.12345678')
    expect(pickInstrument(typeAmount(start(), 'to', '5'), 'to', BTC).amountTo).toBe('5')
    expect(pickInstrument(start(), 'from', USD)).toMatchObject({
      from: USD,
      amountFrom: '200',
      typedSide: 'from',
    })
  })

  it('swaps the instruments, the amounts shown and the typed side', () => {
    expect(swapSides(start(), { from: '0.01', to: '640.5' })).toMatchObject({
      from: USDT,
      to: BTC,
      amountFrom: '640.5',
      amountTo: '0.01',
      typedSide: 'to',
    })
  })
})

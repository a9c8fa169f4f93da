import type { Instrument } from '@sdk/gen/api/types.gen'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { readAmount } from '@/domain/amount'
import { fillAmount, pickInstrument, startCalculator, swapSides, typeAmount, typedAmount } from './calculator'

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

describe('the calculator (docs/product.md §4 Swap, §5 amounts, §9 defaults)', () => {
  it('starts from the selection, the other side at the default 500, floating', () => {
    expect(start()).toMatchObject({
      amountFrom: '0.01',
      amountTo: '500',
      typedSide: 'from',
      rateMode: 'FLOATING',
    })
  })

  it('reads what is typed as the amount meant, and makes that side the typed one', () => {
    const state = typeAmount(start(), 'to', ' 1 234,56', 'ru')
    expect(state).toMatchObject({
      amountTo: '1234.56',
      typedSide: 'to',
      entry: { text: '1234,56', problem: null },
    })
    expect(typedAmount(state)).toBe('1234.56')
  })

  it('keeps refused text in the field with its problem, and no amount to price (1e-5 is never 15)', () => {
    const state = typeAmount(start(), 'from', '1e-5', 'en')
    expect(state).toMatchObject({ amountFrom: '', entry: { text: '1e-5', problem: { kind: 'not-plain' } } })
    expect(typeAmount(start(), 'to', '1.234', 'en')).toMatchObject({
      amountTo: '',
      entry: { problem: { kind: 'too-precise', maxDecimals: 2 } },
    })
  })

  it('uses, whatever is typed, the amount readAmount reads or none (refused with its problem)', () => {
    const keys = fc.string({ unit: fc.constantFrom(...'0123456789.,e-  $'.split('')), maxLength: 16 })
    fc.assert(
      fc.property(keys, fc.constantFrom('en' as const, 'ru' as const), (typed, locale) => {
        const state = typeAmount(start(), 'from', typed, locale)
        const read = readAmount(typed, locale, BTC.precisionDecimals)
        return state.entry?.problem
          ? typedAmount(state) === '' && state.entry.text === typed
          : typedAmount(state) === read.amount && read.problem === null
      }),
    )
  })

  it('reads typed text again for a new instrument, cuts an amount the app put there, and starts a card pair at the demo amount', () => {
    const typed = typeAmount(start(), 'from', '0.123456789', 'en')
    expect(pickInstrument(typed, 'to', instrument('eth', 18), 'en').amountFrom).toBe('')
    const fine = typeAmount(start(), 'from', '0.123', 'en')
    expect(pickInstrument(fine, 'from', instrument('xrp', 2), 'en')).toMatchObject({
      amountFrom: '',
      entry: { problem: { kind: 'too-precise', maxDecimals: 2 } },
    })
    const filled = fillAmount(start(), 'from', '0.123456')
    expect(pickInstrument(filled, 'from', instrument('xrp', 2), 'en')).toMatchObject({
      amountFrom: '0.12',
      entry: null,
    })
    expect(pickInstrument(typeAmount(start(), 'to', '5', 'en'), 'to', BTC, 'en').amountTo).toBe('5')
    expect(pickInstrument(start(), 'from', USD, 'en')).toMatchObject({
      from: USD,
      amountFrom: '200',
      typedSide: 'from',
      entry: null,
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

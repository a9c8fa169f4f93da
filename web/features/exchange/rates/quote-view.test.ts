// @vitest-environment jsdom
import type { Instrument, PairData } from '@sdk/gen/api/types.gen'
import { ApiError } from '@sdk/runtime/api-error'
import { afterEach, describe, expect, it } from 'vitest'
import { setLocale } from '@/paraglide/runtime.js'
import { type QuoteFacts, quoteView } from './quote-view'
import { type QuoteInput, rateParamsFor } from './rate-params'

afterEach(() => setLocale('en', { reload: false }))

const instrument = (currencyTitle: string, networkTitle: string, precisionDecimals: number): Instrument => ({
  currencyTitle,
  networkTitle,
  slug: currencyTitle.toLowerCase(),
  bestChangeName: currencyTitle,
  currencyLogoLink: '',
  instrumentType: 'crypto',
  requiresMemo: false,
  precisionDecimals,
  coinstatValue: null,
  price: 1,
  currencyFriendlyTitle: currencyTitle,
})

const BTC = instrument('BTC', 'BTC', 8)
const USDT = instrument('USDT', 'TRC20', 6)

const quote = (amountToGive: number, amountToGet: number): PairData =>
  ({
    instrumentFrom: { currencyTitle: 'BTC', networkTitle: 'BTC', slug: 'btc' },
    instrumentTo: { currencyTitle: 'USDT', networkTitle: 'TRC20', slug: 'usdt' },
    amountToGive,
    amountToGet,
    rateMode: 'FLOATING',
    price: 64000,
  }) as PairData

const input = (amount: string, typedSide: 'from' | 'to' = 'from'): QuoteInput => ({
  from: BTC,
  to: USDT,
  rateMode: 'FLOATING',
  typedSide,
  amount,
})

const facts = (patch: Partial<QuoteFacts>): QuoteFacts => ({
  answer: null,
  previous: null,
  limits: null,
  ...patch,
})

describe('rateParamsFor', () => {
  it('asks for the typed side, and nothing for equal instruments', () => {
    expect(rateParamsFor(input('0.5', 'to'))).toMatchObject({
      claimedDepositAmount: 0.5,
      claimedDepositAmountCurrency: 'USDT',
    })
    expect(rateParamsFor(input(''))).not.toHaveProperty('claimedDepositAmount')
    expect(rateParamsFor({ ...input('1'), to: BTC })).toBeNull()
  })
})

describe('quoteView', () => {
  it('shows the other amount of the current quote, trimmed to its precision', () => {
    const view = quoteView(
      input('0.01'),
      facts({ answer: { kind: 'quote', data: quote(0.01, 641.2345678) } }),
    )
    expect(view).toMatchObject({ loading: false, otherAmount: '641.234567', amountError: null })
  })

  it('keeps the last quote of the pair (dimmed) while the next loads, without computing from it', () => {
    const view = quoteView(input('0.02'), facts({ previous: quote(0.01, 640) }))
    expect(view).toMatchObject({ loading: true, otherAmount: '' })
    expect(view.shown?.amountToGet).toBe(640)
  })

  it('words a broken limit with the limit in the typed instrument, before any server answer', () => {
    const view = quoteView(input('0.0001'), facts({ limits: { min: 0.00016, max: 0.77 } }))
    expect(view.amountError).toBe('The minimum amount is 0.00016 BTC.')
    expect(view.otherAmount).toBe('')
    setLocale('ru', { reload: false })
    expect(quoteView(input('2'), facts({ limits: { min: 0.00016, max: 0.77 } })).amountError).toBe(
      'Максимальная сумма — 0,77 BTC.',
    )
  })

  it('hands on a server min/max answer when no limit is known yet', () => {
    const error = new ApiError({
      code: 'ERR_CLAIMED_DEPOSIT_AMOUNT_TOO_SMALL',
      message: 'min',
      status: 400,
      operationId: 'getPublicRate',
      expectedAmount: 0.00016,
    })
    const view = quoteView(input('0.0001'), facts({ answer: { kind: 'error', error } }))
    // No limit known to word it with: the server's answer, for the one error table.
    expect(view.amountError).toBe(error)
    expect(view.outcome?.kind).toBe('amount-limit')
  })

  it('prices nothing for equal instruments', () => {
    const view = quoteView({ ...input('1'), to: BTC }, facts({ previous: quote(0.01, 640) }))
    expect(view).toMatchObject({ loading: false, shown: null, outcome: null })
  })
})

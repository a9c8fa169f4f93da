// @vitest-environment jsdom
import type { Instrument, PairData } from '@sdk/gen/api/types.gen'
import { type AnyErrorCode, ApiError } from '@sdk/runtime/api-error'
import { afterEach, describe, expect, it } from 'vitest'
import { setLocale } from '@/paraglide/runtime.js'
import { createFailureOutcome, createSuccessOutcome } from './create-order-outcome'
import { createIdempotencyKeys, type OrderInput, orderPayload, orderSubstance } from './create-order-payload'

afterEach(() => setLocale('en', { reload: false }))

const failure = (
  code: AnyErrorCode,
  message = 'x',
  extra: { field?: string; expectedAmount?: number } = {},
) => new ApiError({ code, message, status: 400, operationId: 'createPublicOrder', ...extra })

describe('createFailureOutcome (docs/product.md §8 order create)', () => {
  it('keeps the key and says why for failures that may have reached the server', () => {
    for (const code of [
      'NETWORK_ERROR',
      'TIMEOUT',
      'ERR_INTERNAL_SERVER_ERROR',
      'ERR_SERVICE_UNAVAILABLE',
    ] as const) {
      expect(createFailureOutcome(failure(code), false)).toMatchObject({ kind: 'retryable', keepKey: true })
    }
    expect(createFailureOutcome(failure('NETWORK_ERROR'), false)).toMatchObject({
      message: 'No connection. Check your internet and try again.',
    })
    expect(createFailureOutcome(failure('CONTRACT_VIOLATION'), false)).toEqual({
      kind: 'unknown',
      message: 'We could not confirm the order. Check your e-mail or try again.',
      keepKey: true,
    })
  })

  it('forces the floating rate on ERR_NOT_ACCEPTABLE and ERR_UNPROCESSABLE_ENTITY, and says so', () => {
    for (const code of ['ERR_NOT_ACCEPTABLE', 'ERR_UNPROCESSABLE_ENTITY'] as const) {
      expect(createFailureOutcome(failure(code), false)).toEqual({
        kind: 'force-floating',
        message: 'A fixed rate is not available for this amount, so the floating rate is used.',
        keepKey: false,
      })
    }
  })

  it('shows and hands on the limit of a too small or too big amount', () => {
    expect(
      createFailureOutcome(
        failure('ERR_CLAIMED_DEPOSIT_AMOUNT_TOO_SMALL', 'min', { expectedAmount: 0.0016 }),
        false,
      ),
    ).toEqual({
      kind: 'amount-limit',
      bound: 'min',
      limit: 0.0016,
      message: 'The minimum amount is 0.0016.',
      keepKey: false,
    })
    expect(
      createFailureOutcome(
        failure('ERR_CLAIMED_DEPOSIT_AMOUNT_TOO_BIG', 'max', { expectedAmount: 0.77 }),
        false,
      ),
    ).toMatchObject({
      kind: 'amount-limit',
      bound: 'max',
      limit: 0.77,
      message: 'The maximum amount is 0.77.',
    })
  })

  it('puts a blacklisted address on the address field, and starts KYC when the provider asks', () => {
    expect(createFailureOutcome(failure('ERR_FORBIDDEN', 'Client data is blacklisted'), false)).toEqual({
      kind: 'field',
      field: 'destinationAddress',
      message: 'This address cannot be used for exchanges.',
      keepKey: false,
    })
    expect(createFailureOutcome(failure('ERR_FORBIDDEN', 'KYC verification needed.'), false)).toMatchObject({
      kind: 'kyc-needed',
    })
  })

  it('retries without the referrer when the referrer is unknown', () => {
    expect(createFailureOutcome(failure('ERR_NOT_FOUND', 'referrerId x not found'), true)).toEqual({
      kind: 'retry-without-referrer',
      keepKey: false,
    })
    expect(createFailureOutcome(failure('ERR_NOT_FOUND'), false)).toMatchObject({
      kind: 'form',
      message: 'The order could not be created. Please try again.',
    })
  })

  it('opens the not-supported-pair popup for an inactive pair or no liquidity', () => {
    for (const code of ['ERR_PAIR_NOT_ACTIVE', 'ERR_NO_LIQUIDITY_AVAILABLE'] as const) {
      expect(createFailureOutcome(failure(code), false)).toMatchObject({ kind: 'pair-unsupported' })
    }
  })

  it('maps a validation error back onto its field', () => {
    expect(
      createFailureOutcome(failure('ERR_VALIDATION', 'bad', { field: 'destinationAddressMemo' }), false),
    ).toEqual({
      kind: 'field',
      field: 'destinationAddressMemo',
      message: 'Enter the memo, or tick “No memo needed”.',
      keepKey: false,
    })
    expect(
      createFailureOutcome(
        failure('ERR_VALIDATION', 'The refund address must differ', { field: 'refundAddress' }),
        false,
      ),
    ).toMatchObject({
      field: 'refundAddress',
      message: 'The refund address must differ from the destination address.',
    })
  })

  it('shows a known-request conflict (ERR_PRISMA_CLIENT_KNOWN_REQUEST) as the error_notify_title toast', () => {
    expect(createFailureOutcome(failure('ERR_PRISMA_CLIENT_KNOWN_REQUEST'), false)).toEqual({
      kind: 'toast',
      message: 'Something went wrong. Please try again.',
      keepKey: false,
    })
  })

  it('words every other failure as error_create_exchange, in the current locale', () => {
    for (const code of ['ERR_BAD_REQUEST', 'ERR_NETWORK_NOT_SUPPORTED'] as const) {
      expect(createFailureOutcome(failure(code), false)).toEqual({
        kind: 'form',
        message: 'The order could not be created. Please try again.',
        keepKey: false,
      })
    }
    setLocale('ru', { reload: false })
    expect(createFailureOutcome(failure('ERR_BAD_REQUEST'), false)).toMatchObject({ kind: 'form' })
    expect(createFailureOutcome(failure('ERR_BAD_REQUEST'), false)).not.toMatchObject({
      message: 'The order could not be created. Please try again.',
    })
  })
})

describe('createSuccessOutcome', () => {
  it('opens the order, hands a fiat order to the provider, and flags an empty answer', () => {
    expect(
      createSuccessOutcome({ orderId: 'ord_1', destinationAddress: 'T1', rateMode: 'FLOATING' }, 'T0'),
    ).toEqual({
      kind: 'created',
      orderId: 'ord_1',
      destinationAddress: 'T1',
    })
    expect(createSuccessOutcome({ redirectUrl: 'https://pay.example/1' }, 'T0')).toEqual({
      kind: 'redirect',
      redirectUrl: 'https://pay.example/1',
    })
    expect(createSuccessOutcome({}, 'T0')).toMatchObject({ kind: 'unknown', keepKey: true })
    expect(createSuccessOutcome(undefined, 'T0')).toMatchObject({ kind: 'unknown' })
  })
})

const instrument = (slug: string, requiresMemo = false): Instrument => ({
  currencyTitle: slug.toUpperCase(),
  networkTitle: slug.toUpperCase(),
  slug,
  bestChangeName: slug,
  currencyLogoLink: '',
  instrumentType: 'crypto',
  requiresMemo,
  precisionDecimals: 8,
  coinstatValue: null,
  price: 1,
  currencyFriendlyTitle: slug,
})

const quote = { price: 28000, finalNetworkFeeAmount: 0.2, amountToGive: 0.02 } as PairData
const input: OrderInput = {
  from: instrument('btc'),
  to: instrument('xrp', true),
  rateMode: 'FIXED',
  typedSide: 'from',
  amountFrom: '0.01',
  destinationAddress: ' rDest ',
  destinationAddressMemo: '104729',
  noMemo: false,
  refundAddress: 'bc1refund',
  refundAddressMemo: '',
  userEmail: '',
}
const context = { quote, referrerId: 'ref_DEMO42', utmData: null, browserFingerprint: 'fp_1' }

describe('orderPayload', () => {
  it('builds the create-order payload of a fixed swap to a memo coin', () => {
    expect(orderPayload(input, context)).toEqual({
      rateMode: 'FIXED',
      instrumentFrom: { currencyTitle: 'BTC', networkTitle: 'BTC', slug: 'btc' },
      instrumentTo: { currencyTitle: 'XRP', networkTitle: 'XRP', slug: 'xrp' },
      destinationAddress: 'rDest',
      destinationAddressMemo: '104729',
      refundAddress: 'bc1refund',
      claimedPublicRate: 28000,
      claimedNetworkFee: 0.2,
      claimedDepositAmount: 0.01,
      referrerId: 'ref_DEMO42',
      browserFingerprint: 'fp_1',
    })
  })

  it('sends noMemo instead of a memo when "no memo" is ticked, and no refund address when floating', () => {
    const payload = orderPayload(
      { ...input, noMemo: true, rateMode: 'FLOATING' },
      { ...context, referrerId: null },
    )
    expect(payload).toMatchObject({ noMemo: true, rateMode: 'FLOATING' })
    expect(payload).not.toHaveProperty('destinationAddressMemo')
    expect(payload).not.toHaveProperty('refundAddress')
    expect(payload).not.toHaveProperty('referrerId')
  })

  it('claims the quote amount when the receive side was typed', () => {
    expect(orderPayload({ ...input, typedSide: 'to' }, context).claimedDepositAmount).toBe(0.02)
  })
})

describe('idempotency keys', () => {
  it('reuses the key for a retry of the same order, and makes a new one once settled or changed', () => {
    let made = 0
    const keys = createIdempotencyKeys(() => `key-${++made}`)
    const first = orderSubstance(orderPayload(input, context))
    const sameAtAnotherRate = orderSubstance(
      orderPayload(input, { ...context, quote: { ...quote, price: 28100 } }),
    )
    expect(sameAtAnotherRate).toBe(first)
    expect(keys.keyFor(first)).toBe('key-1')
    expect(keys.keyFor(sameAtAnotherRate)).toBe('key-1')
    const changed = orderSubstance(orderPayload({ ...input, amountFrom: '0.02' }, context))
    expect(keys.keyFor(changed)).toBe('key-2')
    keys.release()
    expect(keys.keyFor(changed)).toBe('key-3')
  })
})

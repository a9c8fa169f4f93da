// Contract tests, tag `account`: the signed-in user's data, wallet, order history and exchange requests.
import type { ExchangeRequest } from '@sdk/gen/api/types.gen'
import type { ErrorCode } from '@sdk/operations.gen'
import { describe, expect, it } from 'vitest'
import {
  type Cases,
  describeOperations,
  expectCode,
  expectOk,
  serveContractFile,
  uncovered,
} from './contract-harness'
import { type Session, signedIn } from './contract-session'

const ctx = serveContractFile('account')

const exchange = (
  from: string,
  to: string,
  claimedDepositAmount: number,
  extra: Partial<ExchangeRequest> = {},
): ExchangeRequest => ({
  instrumentFromSlug: from,
  instrumentToSlug: to,
  claimedDepositAmount,
  claimedDepositAmountCurrency: ctx.world.catalog.resolve({ slug: from }).instrument.currencyTitle,
  rateMode: 'FLOATING',
  exchangeType: 'crypto',
  ...extra,
})

const request = (s: Session, body: ExchangeRequest) => s.api.POST('/api/v1/users/exchange-request', { body })

const cases: Cases = {
  getAccountData: {
    valid: (s) => s.api.GET('/api/v1/users/account-data'),
    noInvalidBecause: 'it takes no input and declares no 400 (no session is checked as 401)',
  },
  getWalletBalances: {
    valid: (s) => s.api.GET('/api/v1/users/wallet/balances'),
    noInvalidBecause: 'it takes no input and declares no 400 (no session is checked as 401)',
  },
  listWalletHistory: {
    valid: (s) => s.api.GET('/api/v1/users/wallet/history', { params: { query: { offset: 0, limit: 10 } } }),
    invalid: [
      {
        name: 'limit out of range',
        call: (s) => s.api.GET('/api/v1/users/wallet/history', { params: { query: { limit: 0 } } }),
        code: 'ERR_VALIDATION',
      },
      {
        name: 'unknown kind',
        call: (s) =>
          s.api.GET('/api/v1/users/wallet/history', { params: { query: { kind: 'gift' as never } } }),
        code: 'ERR_VALIDATION',
      },
    ],
  },
  listOrderHistory: {
    valid: (s) => s.api.GET('/api/v1/users/orders', { params: { query: { offset: 0, limit: 5 } } }),
    invalid: [
      {
        name: 'offset not a number',
        call: (s) => s.api.GET('/api/v1/users/orders', { params: { query: { offset: 'first' as never } } }),
        code: 'ERR_VALIDATION',
      },
    ],
  },
  createExchangeRequest: {
    valid: (s) => request(s, exchange('btc', 'usdttrc20', 0.01)),
    invalid: [
      {
        name: 'amount not positive',
        call: (s) => request(s, exchange('btc', 'usdttrc20', 0)),
        code: 'ERR_VALIDATION',
      },
      {
        name: 'exchangeType missing',
        call: (s) => {
          const { exchangeType: _omitted, ...body } = exchange('btc', 'usdttrc20', 0.01)
          return request(s, body as never)
        },
        code: 'ERR_VALIDATION',
      },
    ],
  },
}

describe('account', () => {
  it('covers every operation of the tag', () => expect(uncovered(['account'], cases)).toEqual([]))
  describeOperations(ctx, cases)
})

describe('createExchangeRequest: documented error triggers', () => {
  const triggers: [string, () => ExchangeRequest, ErrorCode][] = [
    [
      'an amount under $10',
      () => exchange('btc', 'usdttrc20', 0.0001),
      'ERR_CLAIMED_DEPOSIT_AMOUNT_TOO_SMALL',
    ],
    ['an amount over $50,000', () => exchange('btc', 'usdttrc20', 1), 'ERR_CLAIMED_DEPOSIT_AMOUNT_TOO_BIG'],
    [
      'a FIXED request over $20,000',
      () => exchange('btc', 'usdttrc20', 0.5, { rateMode: 'FIXED' }),
      'ERR_UNPROCESSABLE_ENTITY',
    ],
    ['FIXED with xmr', () => exchange('btc', 'xmr', 0.01, { rateMode: 'FIXED' }), 'ERR_NOT_ACCEPTABLE'],
    ['a pair to zec', () => exchange('btc', 'zec', 0.01), 'ERR_NO_LIQUIDITY_AVAILABLE'],
    ['an inactive pair', () => exchange('luna', 'usdttrc20', 100), 'ERR_PAIR_NOT_ACTIVE'],
    ['an unknown slug', () => exchange('btc', 'nope', 0.01), 'ERR_NOT_FOUND'],
    [
      'the wrong exchangeType',
      () => exchange('btc', 'usdttrc20', 0.01, { exchangeType: 'fiat' }),
      'ERR_VALIDATION',
    ],
  ]
  for (const [name, body, code] of triggers) {
    it(`${name} → ${code}`, async () => {
      expectCode(await request(await signedIn(ctx.url), body()), code)
    })
  }

  it('an unknown referrerId → ERR_NOT_FOUND', async () => {
    const body = exchange('btc', 'usdttrc20', 0.01, { referrerId: 'ref_UNKNOWN' })
    expectCode(await request(await signedIn(ctx.url), body), 'ERR_NOT_FOUND')
  })

  it('a fiat request is registered before the provider’s KYC (new@example.com has none) and makes no order', async () => {
    const s = await signedIn(ctx.url, 'fresh')
    const before = await s.api.GET('/api/v1/users/orders')
    const res = await request(s, exchange('usd', 'btc', 1000, { exchangeType: 'fiat' }))
    expectOk(res)
    expect(res.data?.exchangeRequestId).toMatch(/^exr_/)
    const after = await s.api.GET('/api/v1/users/orders')
    expect(after.data?.total).toBe(before.data?.total)
  })
})

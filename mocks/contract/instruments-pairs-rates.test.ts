// Contract tests, tags `instruments`, `pairs` and `rates`, through the real HTTP mock server.
import type { RateMode } from '@sdk/gen/api/types.gen'
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
import { createSession, type Session } from './contract-session'

const ctx = serveContractFile('instruments-pairs-rates')

const pair = (from: string, to: string, rateMode: RateMode = 'FLOATING') => {
  const f = ctx.world.catalog.resolve({ slug: from }).instrument
  const t = ctx.world.catalog.resolve({ slug: to }).instrument
  return {
    instrumentFromCurrencyTitle: f.currencyTitle,
    instrumentFromNetworkTitle: f.networkTitle,
    instrumentToCurrencyTitle: t.currencyTitle,
    instrumentToNetworkTitle: t.networkTitle,
    rateMode,
  }
}

const rate = (s: Session, query: ReturnType<typeof pair> & { claimedDepositAmount?: number }) =>
  s.api.GET('/api/v2/rates/public/one', { params: { query } })

const cases: Cases = {
  listInstrumentsV1: {
    valid: (s) => s.api.GET('/api/v1/instruments/public', { params: { query: { bestChangeName: 'BTC' } } }),
    invalid: [
      {
        name: 'empty bestChangeName',
        call: (s) => s.api.GET('/api/v1/instruments/public', { params: { query: { bestChangeName: '' } } }),
        code: 'ERR_BAD_REQUEST',
      },
    ],
  },
  listInstrumentsV2: {
    valid: (s) => s.api.GET('/api/v2/instruments/public', { params: { query: { all: true } } }),
    invalid: [
      {
        name: 'all not a boolean',
        call: (s) =>
          s.api.GET('/api/v2/instruments/public', { params: { query: { all: 'maybe' as never } } }),
        code: 'ERR_BAD_REQUEST',
      },
      {
        name: 'malformed providers',
        call: (s) => s.api.GET('/api/v2/instruments/public', { params: { query: { providers: 'A B' } } }),
        code: 'ERR_BAD_REQUEST',
      },
      {
        name: 'an unknown provider',
        call: (s) =>
          s.api.GET('/api/v2/instruments/public', { params: { query: { providers: 'lp-alpha,nope' } } }),
        code: 'ERR_BAD_REQUEST',
      },
    ],
  },
  validateAddress: {
    valid: (s) =>
      s.api.POST('/api/v1/instruments/public/validate-address', {
        body: {
          currencyTitle: 'USDT',
          networkTitle: 'TRC20',
          address: `T${'1'.repeat(33)}`,
          getRejectReason: false,
        },
      }),
    invalid: [
      {
        name: 'address missing',
        call: (s) =>
          s.api.POST('/api/v1/instruments/public/validate-address', {
            body: { currencyTitle: 'USDT', networkTitle: 'TRC20' } as never,
          }),
        code: 'ERR_BAD_REQUEST',
      },
    ],
  },
  getDefaultPair: {
    valid: (s) => s.api.GET('/api/v1/pairs/default'),
    noInvalidBecause: 'it takes no input and declares no 400',
  },
  listPublicPairsV2: {
    valid: (s) => s.api.GET('/api/v2/pairs/public', { params: { query: { instrumentFromSlug: 'btc' } } }),
    invalid: [
      {
        name: 'empty instrumentFromSlug',
        call: (s) => s.api.GET('/api/v2/pairs/public', { params: { query: { instrumentFromSlug: '' } } }),
        code: 'ERR_BAD_REQUEST',
      },
    ],
  },
  getRecommendedAmount: {
    valid: (s) =>
      s.api.GET('/api/v1/rates/public/recommended-amount', { params: { query: pair('btc', 'usdttrc20') } }),
    invalid: [
      {
        name: 'rateMode missing',
        call: (s) => {
          const { rateMode: _omitted, ...query } = pair('btc', 'usdttrc20')
          return s.api.GET('/api/v1/rates/public/recommended-amount', { params: { query: query as never } })
        },
        code: 'ERR_BAD_REQUEST',
      },
    ],
  },
  getPublicRate: {
    valid: (s) => rate(s, { ...pair('btc', 'usdttrc20'), claimedDepositAmount: 0.01 }),
    invalid: [
      {
        name: 'unknown rateMode',
        call: (s) => rate(s, { ...pair('btc', 'usdttrc20'), rateMode: 'SOMETIMES' as never }),
        code: 'ERR_BAD_REQUEST',
      },
      {
        name: 'amount not a number',
        call: (s) => rate(s, { ...pair('btc', 'usdttrc20'), claimedDepositAmount: 'lots' as never }),
        code: 'ERR_BAD_REQUEST',
      },
    ],
  },
}

describe('instruments, pairs and rates', () => {
  it('covers every operation of the tags', () =>
    expect(uncovered(['instruments', 'pairs', 'rates'], cases)).toEqual([]))
  describeOperations(ctx, cases)
})

describe('rates: documented error triggers', () => {
  const triggers: [string, () => Parameters<typeof rate>[1], ErrorCode][] = [
    [
      'an amount under $10',
      () => ({ ...pair('btc', 'usdttrc20'), claimedDepositAmount: 0.0001 }),
      'ERR_CLAIMED_DEPOSIT_AMOUNT_TOO_SMALL',
    ],
    [
      'an amount over $50,000',
      () => ({ ...pair('btc', 'usdttrc20'), claimedDepositAmount: 1 }),
      'ERR_CLAIMED_DEPOSIT_AMOUNT_TOO_BIG',
    ],
    ['FIXED with xmr', () => pair('btc', 'xmr', 'FIXED'), 'ERR_NOT_ACCEPTABLE'],
    ['fiat to xmr', () => pair('usd', 'xmr'), 'ERR_NO_LIQUIDITY_AVAILABLE'],
    ['a pair to zec', () => pair('btc', 'zec'), 'ERR_NO_LIQUIDITY_AVAILABLE'],
    ['an inactive pair', () => pair('luna', 'usdttrc20'), 'ERR_PAIR_NOT_ACTIVE'],
    ['fiat to fiat', () => pair('usd', 'eur'), 'ERR_PAIR_NOT_ACTIVE'],
    ['a delisted instrument', () => pair('xec', 'btc'), 'ERR_PAIR_NOT_ACTIVE'],
    [
      'an unknown instrument',
      () => ({ ...pair('btc', 'usdttrc20'), instrumentToNetworkTitle: 'NOPE' }),
      'ERR_BAD_REQUEST',
    ],
  ]
  for (const [name, query, code] of triggers) {
    it(`getPublicRate: ${name} → ${code}`, async () => {
      expectCode(await rate(createSession(ctx.url), query()), code)
    })
  }

  it('getRecommendedAmount: an inactive pair → ERR_PAIR_NOT_ACTIVE', async () => {
    const query = pair('luna', 'usdttrc20')
    const res = await createSession(ctx.url).api.GET('/api/v1/rates/public/recommended-amount', {
      params: { query },
    })
    expectCode(res, 'ERR_PAIR_NOT_ACTIVE')
  })

  it('validateAddress: an unknown network → ERR_NETWORK_NOT_SUPPORTED; a bad address → its reason', async () => {
    const s = createSession(ctx.url)
    const validate = (body: {
      currencyTitle: string
      networkTitle: string
      address: string
      getRejectReason?: boolean
    }) =>
      s.api.POST('/api/v1/instruments/public/validate-address', { body: { getRejectReason: false, ...body } })
    expectCode(
      await validate({ currencyTitle: 'USDT', networkTitle: 'NOPE', address: 'x' }),
      'ERR_NETWORK_NOT_SUPPORTED',
    )
    const bad = await validate({
      currencyTitle: 'USDT',
      networkTitle: 'TRC20',
      address: 'nope',
      getRejectReason: true,
    })
    expectOk(bad)
    expect(bad.data).toMatchObject({ result: false, code: 'address_incorrect' })
  })

  it('lists only the instruments of a bestChangeName, and pairs from an instrument', async () => {
    const s = createSession(ctx.url)
    const v1 = await s.api.GET('/api/v1/instruments/public', { params: { query: { bestChangeName: 'BTC' } } })
    expect(v1.data?.map((i) => i.slug)).toEqual(['btc'])
    const pairs = await s.api.GET('/api/v2/pairs/public', {
      params: { query: { instrumentFromSlug: 'btc' } },
    })
    expect(pairs.data?.length).toBeGreaterThan(0)
  })

  it('lists the instruments of the named providers (the card provider: fiat), and delisted ones only with all', async () => {
    const s = createSession(ctx.url)
    const list = async (query: { providers?: string; all?: boolean }) =>
      (await s.api.GET('/api/v2/instruments/public', { params: { query } })).data ?? []
    const card = await list({ providers: 'mercuryo' })
    expect(card.length).toBeGreaterThan(0)
    expect(card.every((i) => i.instrumentType === 'fiat')).toBe(true)
    const crypto = await list({ providers: 'lp-alpha,lp-beta' })
    expect(crypto.some((i) => i.instrumentType === 'fiat')).toBe(false)
    expect(crypto.some((i) => i.slug === 'btc')).toBe(true)
    expect(crypto.some((i) => i.slug === 'xec')).toBe(false)
    expect((await list({ providers: 'lp-alpha,lp-beta', all: true })).some((i) => i.slug === 'xec')).toBe(
      true,
    )
  })
})

import type { RateMode } from '@sdk/gen/api/types.gen'
import { describe, expect, it } from 'vitest'
import { DEFAULT_PAIR, defaultPair, listPairs } from './pairs'
import type { QuoteParams } from './pricing'
import { catchCode, newWorld } from './test-helpers'

const params = (
  from: [string, string],
  to: [string, string],
  rateMode: RateMode,
  amount?: number,
  currency?: string,
): QuoteParams => ({
  instrumentFromCurrencyTitle: from[0],
  instrumentFromNetworkTitle: from[1],
  instrumentToCurrencyTitle: to[0],
  instrumentToNetworkTitle: to[1],
  rateMode,
  ...(amount === undefined ? {} : { claimedDepositAmount: amount }),
  ...(currency === undefined ? {} : { claimedDepositAmountCurrency: currency }),
})
const BTC: [string, string] = ['BTC', 'BTC']
const USDT: [string, string] = ['USDT', 'TRC20']

describe('quotes', () => {
  it('returns every PairData field with a wider FIXED spread', () => {
    const w = newWorld()
    const fl = w.pricing.quote(params(BTC, USDT, 'FLOATING', 0.01))
    const fx = w.pricing.quote(params(BTC, USDT, 'FIXED', 0.01))
    for (const k of [
      'instrumentFrom',
      'instrumentTo',
      'liquidityProviderPublicCode',
      'amountToGet',
      'rateMode',
      'price',
      'marketLeftPrice',
      'marketRightPrice',
      'depositRules',
      'quotes',
      'ckm',
      'noKycThreshold',
      'updatedAt',
    ]) {
      expect(fl).toHaveProperty(k)
    }
    expect(fx.price).toBeLessThan(fl.price)
    expect(fx.amountToGet).toBeLessThan(fl.amountToGet)
    expect(fl.rateMode).toBe('FLOATING')
    expect(fl.price).toBeGreaterThan(60_000)
    expect(fl.quotes.sellQuote.quoteValue).toBeCloseTo(1 / fl.price, 12)
    expect(fl.amountToGet).toBeCloseTo(
      0.01 * fl.price - fl.platformFee_Absolute - fl.finalNetworkFeeAmount,
      4,
    )
    expect(fl.platformFee_Absolute).toBeCloseTo(0.01 * fl.price * 0.005, 4)
  })

  it('prices an amount typed on either side', () => {
    const w = newWorld()
    const to = w.pricing.quote(params(BTC, USDT, 'FLOATING', 500, 'USDT'))
    expect(to.amountToGet).toBe(500)
    const back = w.pricing.quote(params(BTC, USDT, 'FLOATING', to.amountToGive, 'BTC'))
    expect(back.amountToGet).toBeCloseTo(500, 0)
    expect(to.claimedDepositAmount).toBe(to.amountToGive)
  })

  it('uses the recommended amount when none is given', () => {
    const w = newWorld()
    expect(w.pricing.quote(params(BTC, USDT, 'FLOATING')).amountToGive).toBe(0.01)
    expect(w.pricing.recommendedAmount(w.catalog.resolve({ slug: 'usdttrc20' }))).toBe(500)
  })

  it('rejects amounts outside the limits with expectedAmount', async () => {
    const w = newWorld()
    const q = w.pricing.quote(params(BTC, USDT, 'FLOATING', 0.01))
    const small = await catchCode(
      () => w.pricing.quote(params(BTC, USDT, 'FLOATING', 0.0001)),
      'ERR_CLAIMED_DEPOSIT_AMOUNT_TOO_SMALL',
    )
    expect(small.expectedAmount).toBe(q.generalMinAmount)
    const big = await catchCode(
      () => w.pricing.quote(params(BTC, USDT, 'FLOATING', 1)),
      'ERR_CLAIMED_DEPOSIT_AMOUNT_TOO_BIG',
    )
    expect(big.expectedAmount).toBe(q.generalMaxAmount)
    const smallTo = await catchCode(
      () => w.pricing.quote(params(BTC, USDT, 'FLOATING', 2, 'USDT')),
      'ERR_CLAIMED_DEPOSIT_AMOUNT_TOO_SMALL',
    )
    expect(smallTo.expectedAmount).toBeGreaterThan(5)
    expect(smallTo.expectedAmount).toBeLessThan(15)
    expect(q.generalMinAmount * 64_500).toBeGreaterThanOrEqual(10)
    expect(q.generalMaxAmount * 64_500).toBeLessThanOrEqual(50_000)
  })

  it('drifts over time, a few times a second', () => {
    const w = newWorld()
    const seen = new Set<number>()
    for (let i = 0; i < 8; i++) {
      seen.add(w.pricing.quote(params(BTC, USDT, 'FLOATING', 0.01)).price)
      w.controls.advanceClock(300)
    }
    expect(seen.size).toBeGreaterThan(5)
  })

  it('knows inactive, illiquid, equal and floating-only pairs', async () => {
    const w = newWorld()
    await catchCode(() => w.pricing.quote(params(BTC, BTC, 'FLOATING', 0.01)), 'ERR_PAIR_NOT_ACTIVE')
    await catchCode(() => w.pricing.quote(params(['LUNA', 'TERRA'], USDT, 'FLOATING')), 'ERR_PAIR_NOT_ACTIVE')
    await catchCode(() => w.pricing.quote(params(['XEC', 'XEC'], USDT, 'FLOATING')), 'ERR_PAIR_NOT_ACTIVE')
    await catchCode(
      () => w.pricing.quote(params(['USD', 'CARD'], ['EUR', 'CARD'], 'FLOATING')),
      'ERR_PAIR_NOT_ACTIVE',
    )
    await catchCode(
      () => w.pricing.quote(params(['USD', 'CARD'], ['XMR', 'XMR'], 'FLOATING')),
      'ERR_NO_LIQUIDITY_AVAILABLE',
    )
    await catchCode(
      () => w.pricing.quote(params(BTC, ['ZEC', 'ZEC'], 'FLOATING')),
      'ERR_NO_LIQUIDITY_AVAILABLE',
    )
    await catchCode(() => w.pricing.quote(params(BTC, ['XMR', 'XMR'], 'FIXED')), 'ERR_NOT_ACCEPTABLE')
    await catchCode(() => w.pricing.quote(params(['USD', 'CARD'], BTC, 'FIXED')), 'ERR_NOT_ACCEPTABLE')
    await catchCode(() => w.pricing.quote(params(['NOPE', 'X'], BTC, 'FLOATING')), 'ERR_BAD_REQUEST')
    await catchCode(
      () => w.pricing.quote({ ...params(BTC, USDT, 'FLOATING'), rateMode: 'SOMETIMES' as RateMode }),
      'ERR_BAD_REQUEST',
    )
    expect(w.pricing.quote(params(BTC, ['XMR', 'XMR'], 'FLOATING')).amountToGet).toBeGreaterThan(0)
  })

  it('sets ckm, provider and the fiat KYC threshold by documented rules', () => {
    const w = newWorld()
    expect(w.pricing.quote(params(BTC, ['ETH', 'ERC20'], 'FLOATING')).ckm).toBe('A')
    expect(w.pricing.quote(params(['LTC', 'LTC'], USDT, 'FLOATING')).ckm).toBe('B')
    expect(w.pricing.quote(params(BTC, USDT, 'FLOATING')).ckm).toBe('D')
    const fiat = w.pricing.quote(params(['USD', 'CARD'], BTC, 'FLOATING', 200))
    expect(fiat.noKycThreshold).toBe(700)
    expect(fiat.liquidityProviderPublicCode).toBe('mercuryo')
    expect(['lp-alpha', 'lp-beta']).toContain(
      w.pricing.quote(params(BTC, USDT, 'FLOATING')).liquidityProviderPublicCode,
    )
  })
})

describe('pairs', () => {
  it('has a default pair of 500 USDT TRC20 to BTC', () => {
    const w = newWorld()
    const d = defaultPair(w.catalog)
    expect(d).toEqual({
      instrumentFrom: { currencyTitle: 'USDT', networkTitle: 'TRC20', slug: 'usdttrc20' },
      instrumentTo: { currencyTitle: 'BTC', networkTitle: 'BTC', slug: 'btc' },
      amount: DEFAULT_PAIR.amount,
    })
    expect(() =>
      w.pricing.quotePair(
        w.catalog.resolve({ slug: 'usdttrc20' }),
        w.catalog.resolve({ slug: 'btc' }),
        'FLOATING',
        500,
        'USDT',
      ),
    ).not.toThrow()
  })

  it('ranks popular pairs first and flags unavailable ones', () => {
    const w = newWorld()
    const all = listPairs(w.catalog)
    expect(all[0]).toMatchObject({
      instrumentFrom: { slug: 'btc' },
      instrumentTo: { slug: 'usdttrc20' },
      popularity: 1,
      isActive: true,
      hasLiquidity: true,
    })
    const fromUsd = listPairs(w.catalog, 'usd')
    expect(fromUsd.find((p) => p.instrumentTo.slug === 'xmr')?.hasLiquidity).toBe(false)
    expect(fromUsd.find((p) => p.instrumentTo.slug === 'eur')?.isActive).toBe(false)
    expect(listPairs(w.catalog, 'nope')).toEqual([])
  })
})

describe('recommended amount', () => {
  it('ignores liquidity but not inactive pairs', async () => {
    const w = newWorld()
    expect(w.pricing.recommendedFor(params(BTC, ['ZEC', 'ZEC'], 'FIXED'))).toEqual({
      recommendedAmount: 0.01,
    })
    await catchCode(
      () => w.pricing.recommendedFor(params(['LUNA', 'TERRA'], BTC, 'FLOATING')),
      'ERR_PAIR_NOT_ACTIVE',
    )
    await catchCode(() => w.pricing.recommendedFor(params(['NOPE', 'X'], BTC, 'FLOATING')), 'ERR_BAD_REQUEST')
  })
})

import type { PairData, PairParams } from '@sdk/gen/api/types.gen'
import { ApiError } from '@sdk/runtime/api-error'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { fixedRateKey, LiveRateSource, type SocketHandle } from './live-rate-source'
import type { RatesSocketEvent } from './rates-socket'

const params = (amount: number, rateMode: 'FIXED' | 'FLOATING' = 'FLOATING'): PairParams => ({
  instrumentFromCurrencyTitle: 'BTC',
  instrumentFromNetworkTitle: 'BTC',
  instrumentToCurrencyTitle: 'USDT',
  instrumentToNetworkTitle: 'TRC20',
  rateMode,
  claimedDepositAmount: amount,
  claimedDepositAmountCurrency: 'BTC',
})

const quote = (amountToGive: number, extra: Partial<PairData> = {}): PairData => ({
  instrumentFrom: { currencyTitle: 'BTC', networkTitle: 'BTC', slug: 'btc' },
  instrumentTo: { currencyTitle: 'USDT', networkTitle: 'TRC20', slug: 'usdttrc20' },
  liquidityProviderPublicCode: 'lp-alpha',
  amountToGive,
  amountToGet: amountToGive * 64000,
  rateMode: 'FLOATING',
  price: 64000,
  marketLeftPrice: 64500,
  marketRightPrice: 1,
  marketMinAmount: 0.0008,
  generalMinAmount: 0.001,
  generalMaxAmount: 12,
  depositRules: { minAmount: 0.001, maxAmount: 12 },
  quotes: { buyQuote: { quoteValue: 64000 }, sellQuote: { quoteValue: 0.0000156 } },
  finalNetworkFeeAmount: 1,
  platformFee_Absolute: 0.6,
  updatedAt: '2026-11-21T10:00:00Z',
  claimedDepositAmount: amountToGive,
  ckm: 'D',
  noKycThreshold: 700,
  ...extra,
})

interface Deferred {
  params: PairParams
  resolve: (data: PairData) => void
  reject: (error: unknown) => void
}

let emit: (event: RatesSocketEvent) => void
let subscriptions: (PairParams | null)[]
let calls: Deferred[]
let cancelled: PairParams[]
let source: LiveRateSource

const flush = () => vi.advanceTimersByTimeAsync(0)

beforeEach(async () => {
  vi.useFakeTimers()
  subscriptions = []
  calls = []
  cancelled = []
  source = new LiveRateSource({
    openSocket: async (onEvent) => {
      emit = onEvent
      const handle: SocketHandle = { subscribe: (p) => subscriptions.push(p), dispose: () => {} }
      return handle
    },
    fetchRate: (p) => new Promise((resolve, reject) => calls.push({ params: p, resolve, reject })),
    cancelFetch: (p) => cancelled.push(p),
    timers: {
      setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
      clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
    },
    stallMs: 1_500,
    refreshMs: 10_000,
  })
  source.start()
  await flush()
})

afterEach(() => {
  source.dispose()
  vi.useRealTimers()
})

describe('LiveRateSource', () => {
  it('uses REST while the socket connects, then the socket once it delivers', async () => {
    emit({ type: 'status', status: 'connecting' })
    source.setParams(params(0.01))
    expect(calls.map((c) => c.params)).toEqual([params(0.01)])
    expect(source.getSnapshot().fallback).toBe(true)
    calls[0]?.resolve(quote(0.01))
    await flush()
    expect(source.getSnapshot().result).toEqual({ kind: 'quote', data: quote(0.01) })

    emit({ type: 'status', status: 'open' })
    emit({ type: 'rates', data: quote(0.01, { price: 64100 }) })
    expect(source.getSnapshot()).toMatchObject({ fallback: false, socketStatus: 'open' })
    expect(source.getSnapshot().result).toMatchObject({ kind: 'quote', data: { price: 64100 } })
    await vi.advanceTimersByTimeAsync(60_000)
    expect(calls).toHaveLength(1)
  })

  it('asks REST once while the socket connects, then again only on its refresh', async () => {
    source.setParams(params(0.01))
    calls[0]?.resolve(quote(0.01))
    await flush()
    emit({ type: 'status', status: 'connecting' })
    emit({ type: 'status', status: 'closed' })
    emit({ type: 'status', status: 'connecting' })
    expect(calls).toHaveLength(1)
    await vi.advanceTimersByTimeAsync(10_000)
    expect(calls).toHaveLength(2)
  })

  it('ignores socket frames for an older subscription', () => {
    emit({ type: 'status', status: 'open' })
    source.setParams(params(0.02))
    emit({ type: 'rates', data: quote(0.01) })
    expect(source.getSnapshot().result).toBeNull()
    emit({ type: 'rates', data: quote(0.02) })
    expect(source.getSnapshot().result).toMatchObject({ kind: 'quote', data: { amountToGive: 0.02 } })
  })

  it('falls back to REST when an open socket stays silent, and refreshes until it speaks', async () => {
    emit({ type: 'status', status: 'open' })
    source.setParams(params(0.01))
    expect(calls).toHaveLength(0)
    await vi.advanceTimersByTimeAsync(1_500)
    expect(calls).toHaveLength(1)
    calls[0]?.resolve(quote(0.01))
    await flush()
    expect(source.getSnapshot()).toMatchObject({ fallback: true, result: { kind: 'quote' } })
    await vi.advanceTimersByTimeAsync(10_000)
    expect(calls).toHaveLength(2)
    emit({ type: 'rates', data: quote(0.01) })
    calls[1]?.resolve(quote(0.01))
    await vi.advanceTimersByTimeAsync(30_000)
    expect(calls).toHaveLength(2)
    expect(source.getSnapshot().fallback).toBe(false)
  })

  it('falls back when the socket closes, and aborts the REST call of params it no longer needs', async () => {
    emit({ type: 'status', status: 'open' })
    source.setParams(params(0.01))
    emit({ type: 'rates', data: quote(0.01) })
    emit({ type: 'status', status: 'closed' })
    expect(calls.map((c) => c.params)).toEqual([params(0.01)])
    source.setParams(params(0.03))
    expect(cancelled).toEqual([params(0.01)])
    expect(calls.map((c) => c.params)).toEqual([params(0.01), params(0.03)])
    expect(source.getSnapshot()).toMatchObject({ result: null, previous: { kind: 'quote' } })
    calls[0]?.reject(Object.assign(new Error('CancelledError'), { revert: true }))
    calls[1]?.resolve(quote(0.03))
    await flush()
    expect(source.getSnapshot().result).toMatchObject({ kind: 'quote', data: { amountToGive: 0.03 } })
    expect(subscriptions.at(-1)).toEqual(params(0.03))
  })

  it('turns a REST answer missing a §5 field into an unusable result, and failures into errors', async () => {
    source.setParams(params(0.01))
    const { price: _dropped, ...broken } = quote(0.01)
    calls[0]?.resolve(broken as PairData)
    await flush()
    expect(source.getSnapshot().result).toEqual({ kind: 'invalid' })
    source.setParams(params(0.02))
    const error = new ApiError({
      code: 'ERR_PAIR_NOT_ACTIVE',
      message: 'off',
      status: 409,
      operationId: 'getPublicRate',
    })
    calls[1]?.reject(error)
    await flush()
    expect(source.getSnapshot().result).toEqual({ kind: 'error', error })
  })

  it('learns the limits from quotes and min/max errors, and remembers limits from order creation', async () => {
    emit({ type: 'status', status: 'open' })
    source.setParams(params(0.01))
    emit({ type: 'rates', data: quote(0.01) })
    expect(source.getSnapshot().limits).toEqual({ min: 0.001, max: 12 })
    source.setParams(params(0.0001))
    emit({
      type: 'error',
      error: {
        code: 'ERR_CLAIMED_DEPOSIT_AMOUNT_TOO_SMALL',
        message: 'min',
        params: params(0.0001),
        expectedAmount: 0.0015,
      },
    })
    expect(source.getSnapshot().result).toMatchObject({ kind: 'error', error: { expectedAmount: 0.0015 } })
    expect(source.getSnapshot().limits).toEqual({ min: 0.0015, max: 12 })
    source.rememberLimit('max', 5)
    expect(source.getSnapshot().limits).toEqual({ min: 0.0015, max: 5 })
    source.setParams(params(1))
    emit({ type: 'rates', data: quote(1) })
    expect(source.getSnapshot().limits).toEqual({ min: 0.001, max: 5 })
  })

  it('remembers pairs that have no fixed rate, from a rate error or from order creation', () => {
    const btcUsdt = fixedRateKey(
      { currencyTitle: 'BTC', networkTitle: 'BTC' },
      { currencyTitle: 'USDT', networkTitle: 'TRC20' },
    )
    emit({ type: 'status', status: 'open' })
    source.setParams(params(0.01, 'FIXED'))
    expect(source.getSnapshot().fixedUnavailable.has(btcUsdt)).toBe(false)
    emit({
      type: 'error',
      error: { code: 'ERR_NOT_ACCEPTABLE', message: 'no fixed', params: params(0.01, 'FIXED') },
    })
    expect(source.getSnapshot().fixedUnavailable.has(btcUsdt)).toBe(true)
    const other = new LiveRateSource({
      openSocket: async () => ({ subscribe: () => {}, dispose: () => {} }),
      fetchRate: () => new Promise(() => {}),
      cancelFetch: () => {},
      timers: { setTimeout: () => 0, clearTimeout: () => {} },
      stallMs: 1,
      refreshMs: 1,
    })
    other.setParams(params(1, 'FIXED'))
    other.rememberFixedUnavailable()
    expect(other.getSnapshot().fixedUnavailable.has(btcUsdt)).toBe(true)
  })

  it('starts again after a dispose, as React StrictMode does, with one socket', async () => {
    let opened = 0
    let disposed = 0
    const strict = new LiveRateSource({
      openSocket: async () => {
        opened += 1
        return {
          subscribe: () => {},
          dispose: () => {
            disposed += 1
          },
        }
      },
      fetchRate: (p) => new Promise((resolve) => resolve(quote(p.claimedDepositAmount ?? 0))),
      cancelFetch: () => {},
      timers: { setTimeout: () => 0, clearTimeout: () => {} },
      stallMs: 1,
      refreshMs: 1,
    })
    strict.start()
    strict.dispose()
    strict.start()
    strict.setParams(params(0.01))
    await flush()
    expect({ opened, disposed }).toEqual({ opened: 1, disposed: 0 })
    expect(strict.getSnapshot().result).toMatchObject({ kind: 'quote' })
    strict.dispose()
    expect(disposed).toBe(1)
  })
})

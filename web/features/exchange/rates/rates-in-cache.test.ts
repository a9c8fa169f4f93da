import type { PairData, PairParams } from '@sdk/gen/api/types.gen'
import { isApiError } from '@sdk/runtime/api-error'
import { QueryClient } from '@tanstack/react-query'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { publicRateQueryOptions } from '../queries'
import { RatesFeed, rateKeyOf, type SocketHandle } from './rates-in-cache'
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

const quote = (amountToGive: number): PairData =>
  ({
    instrumentFrom: { currencyTitle: 'BTC', networkTitle: 'BTC', slug: 'btc' },
    instrumentTo: { currencyTitle: 'USDT', networkTitle: 'TRC20', slug: 'usdttrc20' },
    amountToGive,
    amountToGet: amountToGive * 64000,
    rateMode: 'FLOATING',
    price: 64000,
  }) as PairData

let queryClient: QueryClient
let emit: (event: RatesSocketEvent) => void
let subscriptions: (PairParams | null)[]
let opened: number
let feed: RatesFeed

const cached = (p: PairParams) => queryClient.getQueryState(publicRateQueryOptions(p).queryKey)

beforeEach(async () => {
  queryClient = new QueryClient()
  subscriptions = []
  opened = 0
  feed = new RatesFeed(queryClient, async (onEvent) => {
    opened += 1
    emit = onEvent
    const socket: SocketHandle = { subscribe: (p) => subscriptions.push(p), dispose: vi.fn() }
    return socket
  })
  feed.start()
  await Promise.resolve()
  emit({ type: 'status', status: 'open' })
})

describe('RatesFeed (socket frames into the Query cache)', () => {
  it('writes a quote that answers the question into the rate query of those params', () => {
    feed.watch(params(0.01))
    expect(subscriptions.at(-1)).toEqual(params(0.01))
    emit({ type: 'rates', data: quote(0.01) })
    expect(queryClient.getQueryData(publicRateQueryOptions(params(0.01)).queryKey)).toEqual(quote(0.01))
    expect(feed.getSnapshot()).toEqual({ status: 'open', answered: rateKeyOf(params(0.01)) })
  })

  it('drops frames for an older question', () => {
    feed.watch(params(0.01))
    feed.watch(params(0.02))
    emit({ type: 'rates', data: quote(0.01) })
    expect(cached(params(0.01))).toBeUndefined()
    expect(cached(params(0.02))).toBeUndefined()
    expect(feed.getSnapshot().answered).toBeNull()
    emit({ type: 'error', error: { code: 'ERR_PAIR_NOT_ACTIVE', message: 'x', params: params(0.01) } })
    expect(cached(params(0.02))).toBeUndefined()
  })

  it('writes an error frame as the error of the rate query, in the SDK error shape', () => {
    feed.watch(params(0.0001))
    emit({
      type: 'error',
      error: {
        code: 'ERR_CLAIMED_DEPOSIT_AMOUNT_TOO_SMALL',
        message: 'min',
        params: params(0.0001),
        expectedAmount: 0.00016,
      },
    })
    const state = cached(params(0.0001))
    expect(state?.status).toBe('error')
    expect(isApiError(state?.error) && state.error.expectedAmount).toBe(0.00016)
    expect(isApiError(state?.error) && state.error.operationId).toBe('getPublicRate')
    // The next quote replaces the error.
    emit({ type: 'rates', data: quote(0.0001) })
    expect(cached(params(0.0001))?.status).toBe('success')
  })

  it('writes a frame that breaks the contract as an unusable answer', () => {
    feed.watch(params(0.01))
    emit({ type: 'invalid' })
    const error = cached(params(0.01))?.error
    expect(isApiError(error) && error.code).toBe('CONTRACT_VIOLATION')
  })

  it('forgets what it answered when the socket closes or the question changes', () => {
    feed.watch(params(0.01))
    emit({ type: 'rates', data: quote(0.01) })
    emit({ type: 'status', status: 'closed' })
    expect(feed.getSnapshot()).toEqual({ status: 'closed', answered: null })
    emit({ type: 'status', status: 'open' })
    emit({ type: 'rates', data: quote(0.01) })
    feed.watch(params(0.02))
    expect(feed.getSnapshot().answered).toBeNull()
  })

  it('starts again after a dispose, as React StrictMode does, with one socket at a time', async () => {
    feed.dispose()
    feed.start()
    await Promise.resolve()
    expect(opened).toBe(2)
    feed.watch(params(0.03))
    expect(subscriptions.at(-1)).toEqual(params(0.03))
  })
})

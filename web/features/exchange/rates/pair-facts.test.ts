import type { PairData, PairParams } from '@sdk/gen/api/types.gen'
import { ApiError } from '@sdk/runtime/api-error'
import { QueryClient, type QueryKey } from '@tanstack/react-query'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { publicRateQueryOptions } from '../queries'
import {
  emptyPairMemory,
  lastQuote,
  noFixedRate,
  pairLimits,
  rememberLimit,
  rememberNoFixedRate,
  stricter,
} from './pair-facts'

const params = (amount: number, extra: Partial<PairParams> = {}): PairParams => ({
  instrumentFromCurrencyTitle: 'BTC',
  instrumentFromNetworkTitle: 'BTC',
  instrumentToCurrencyTitle: 'USDT',
  instrumentToNetworkTitle: 'TRC20',
  rateMode: 'FLOATING',
  claimedDepositAmount: amount,
  claimedDepositAmountCurrency: 'BTC',
  ...extra,
})

const quote = (price: number) =>
  ({ price, depositRules: { minAmount: 0.001, maxAmount: 12 } }) as unknown as PairData

const failure = (
  code: 'ERR_CLAIMED_DEPOSIT_AMOUNT_TOO_SMALL' | 'ERR_NOT_ACCEPTABLE',
  expectedAmount?: number,
) => new ApiError({ code, message: code, status: 400, operationId: 'getPublicRate', expectedAmount })

let queryClient: QueryClient
let now = 1_000
beforeEach(() => {
  queryClient = new QueryClient()
  vi.spyOn(Date, 'now').mockImplementation(() => (now += 1))
})

const answer = (p: PairParams, data: PairData) =>
  queryClient.setQueryData(publicRateQueryOptions(p).queryKey, data)
const fail = (p: PairParams, error: ApiError) =>
  queryClient
    .getQueryCache()
    .build<PairData, ApiError, PairData, QueryKey>(queryClient, {
      queryKey: publicRateQueryOptions(p).queryKey,
    })
    .setState({ status: 'error', error, errorUpdatedAt: Date.now() })

describe('pair facts, read from the rate answers in the Query cache', () => {
  it('the pair limits: the latest quote rules and min/max answers of the typed side, whatever the amount', () => {
    expect(pairLimits(queryClient, params(1), emptyPairMemory)).toBeNull()
    answer(params(0.01), quote(64000))
    expect(pairLimits(queryClient, params(5), emptyPairMemory)).toEqual({ min: 0.001, max: 12 })
    fail(params(0.0001), failure('ERR_CLAIMED_DEPOSIT_AMOUNT_TOO_SMALL', 0.00016))
    expect(pairLimits(queryClient, params(5), emptyPairMemory)).toEqual({ min: 0.00016, max: 12 })
    // The receive side knows nothing from the send side's answers.
    expect(
      pairLimits(queryClient, params(5, { claimedDepositAmountCurrency: 'USDT' }), emptyPairMemory),
    ).toBeNull()
  })

  it('after a registration in this tab, a quote’s general minimum applies too', () => {
    answer(params(0.01), { ...quote(64000), generalMinAmount: 0.003 } as PairData)
    expect(pairLimits(queryClient, params(5), emptyPairMemory)).toEqual({ min: 0.001, max: 12 })
    expect(pairLimits(queryClient, params(5), emptyPairMemory, { registered: true })).toEqual({
      min: 0.003,
      max: 12,
    })
    // A general minimum under the deposit rules' changes nothing.
    answer(params(0.02), { ...quote(64000), generalMinAmount: 0.0005 } as PairData)
    expect(pairLimits(queryClient, params(5), emptyPairMemory, { registered: true })?.min).toBe(0.001)
  })

  it('what an order create named wins when it is stricter', () => {
    answer(params(0.01), quote(64000))
    const memory = rememberLimit(emptyPairMemory, params(0.5), 'min', 0.002)
    expect(pairLimits(queryClient, params(1), memory)).toEqual({ min: 0.002, max: 12 })
    expect(stricter({ min: 1, max: null }, { min: null, max: 5 })).toEqual({ min: 1, max: 5 })
  })

  it('the pair has no fixed rate after a FIXED ERR_NOT_ACCEPTABLE, or when an order create said so', () => {
    expect(noFixedRate(queryClient, params(1), emptyPairMemory)).toBe(false)
    fail(params(1, { rateMode: 'FIXED' }), failure('ERR_NOT_ACCEPTABLE'))
    expect(noFixedRate(queryClient, params(2), emptyPairMemory)).toBe(true)
    const other = params(1, { instrumentToCurrencyTitle: 'ETH', instrumentToNetworkTitle: 'ERC20' })
    expect(noFixedRate(queryClient, other, emptyPairMemory)).toBe(false)
    expect(noFixedRate(queryClient, other, rememberNoFixedRate(emptyPairMemory, other))).toBe(true)
  })

  it('the last quote of the pair in the same mode', () => {
    answer(params(0.01), quote(64000))
    answer(params(0.02), quote(65000))
    expect(lastQuote(queryClient, params(0.03))?.price).toBe(65000)
    expect(lastQuote(queryClient, params(0.03, { rateMode: 'FIXED' }))).toBeNull()
  })
})

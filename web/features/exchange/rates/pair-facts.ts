import { getPublicRateQueryKey } from '@sdk/gen/api/@tanstack/react-query.gen'
import type { PairData, PairParams } from '@sdk/gen/api/types.gen'
import { isApiError } from '@sdk/runtime/api-error'
import type { QueryClient } from '@tanstack/react-query'
import { amountOnReceiveSide, pairOf } from './rate-params'

/** Amount limits in one instrument (the typed side's). */
export interface AmountLimits {
  min: number | null
  max: number | null
}

/**
 * What an order create taught about pairs (docs/product.md §8 "remember it as the minimal value"; ERR_NOT_ACCEPTABLE and
 * ERR_UNPROCESSABLE_ENTITY mean no fixed rate): kept by the form, keyed by pairKey / sideKey.
 */
export interface PairMemory {
  limits: Readonly<Record<string, AmountLimits>>
  noFixedRate: readonly string[]
}

export const emptyPairMemory: PairMemory = { limits: {}, noFixedRate: [] }

/** Names a pair whatever its mode and amount. */
export const pairKey = (params: PairParams) => Object.values(pairOf(params)).join('|')
/** Names a pair and the side its amount is typed on (limits are in that side's instrument). */
export const sideKey = (params: PairParams) =>
  `${pairKey(params)}|${amountOnReceiveSide(params) ? 'to' : 'from'}`

interface CachedAnswer {
  params: PairParams
  data: PairData | undefined
  error: unknown
  dataAt: number
  errorAt: number
}

/** Every rate answer of this pair in the Query cache (any mode, any amount): the cache is what the form knows. */
function answersOfPair(queryClient: QueryClient, params: PairParams): CachedAnswer[] {
  const [base] = getPublicRateQueryKey({ query: params })
  return queryClient
    .getQueryCache()
    .findAll({ queryKey: [{ _id: base._id, query: pairOf(params) }] })
    .map((query) => ({
      params: (query.queryKey[0] as { query: PairParams }).query,
      data: query.state.data as PairData | undefined,
      error: query.state.error,
      dataAt: query.state.dataUpdatedAt,
      errorAt: query.state.errorUpdatedAt,
    }))
}

/** The pair's latest quote in this rate mode, for any amount (shown dimmed while the next one loads). */
export function lastQuote(queryClient: QueryClient, params: PairParams): PairData | null {
  let latest: CachedAnswer | null = null
  for (const answer of answersOfPair(queryClient, params)) {
    if (answer.data && answer.params.rateMode === params.rateMode && answer.dataAt > (latest?.dataAt ?? -1))
      latest = answer
  }
  return latest?.data ?? null
}

const BOUND_OF_CODE: Record<string, 'min' | 'max'> = {
  ERR_CLAIMED_DEPOSIT_AMOUNT_TOO_SMALL: 'min',
  ERR_CLAIMED_DEPOSIT_AMOUNT_TOO_BIG: 'max',
}

/**
 * What the pair takes on the typed side (docs/product.md §5 min/max): learnt from its answers in the cache, the latest of each
 * bound (a quote's deposit rules, in the send instrument; a min/max answer's expectedAmount, in the typed one),
 * and the stricter of those and what an order create named (memory). After a registration in this tab
 * (`registered`), a quote's general minimum (generalMinAmount) applies too (docs/product.md "Instruments and pairs").
 */
export function pairLimits(
  queryClient: QueryClient,
  params: PairParams,
  memory: PairMemory,
  { registered = false } = {},
): AmountLimits | null {
  const side = sideKey(params)
  const learnt: AmountLimits = { min: null, max: null }
  const at = { min: -1, max: -1 }
  const learn = (bound: 'min' | 'max', value: number, when: number) => {
    if (when <= at[bound]) return
    learnt[bound] = value
    at[bound] = when
  }
  for (const answer of answersOfPair(queryClient, params)) {
    if (sideKey(answer.params) !== side) continue
    if (answer.data && side.endsWith('|from') && answer.dataAt > answer.errorAt) {
      const { depositRules, generalMinAmount } = answer.data
      learn(
        'min',
        registered ? Math.max(depositRules.minAmount, generalMinAmount) : depositRules.minAmount,
        answer.dataAt,
      )
      learn('max', answer.data.depositRules.maxAmount, answer.dataAt)
    }
    const error = answer.error
    const bound = isApiError(error) ? BOUND_OF_CODE[error.code] : undefined
    if (bound && isApiError(error) && error.expectedAmount !== null)
      learn(bound, error.expectedAmount, answer.errorAt)
  }
  return stricter(learnt, memory.limits[side] ?? null)
}

/** Whether the pair is known to have no fixed rate: a FIXED answer of ERR_NOT_ACCEPTABLE, or an order create. */
export function noFixedRate(queryClient: QueryClient, params: PairParams, memory: PairMemory): boolean {
  if (memory.noFixedRate.includes(pairKey(params))) return true
  return answersOfPair(queryClient, params).some(
    (answer) =>
      answer.params.rateMode === 'FIXED' &&
      isApiError(answer.error) &&
      answer.error.code === 'ERR_NOT_ACCEPTABLE',
  )
}

/** The stricter of two sets of limits (null when neither knows anything). */
export function stricter(a: AmountLimits | null, b: AmountLimits | null): AmountLimits | null {
  const pick = (x: number | null, y: number | null, choose: (p: number, q: number) => number) =>
    x === null ? y : y === null ? x : choose(x, y)
  const min = pick(a?.min ?? null, b?.min ?? null, Math.max)
  const max = pick(a?.max ?? null, b?.max ?? null, Math.min)
  return min === null && max === null ? null : { min, max }
}

/** Which limit an amount breaks, if any. */
export function limitBroken(amount: number | null, limits: AmountLimits | null): 'min' | 'max' | null {
  if (amount === null || !limits) return null
  if (limits.min !== null && amount < limits.min) return 'min'
  if (limits.max !== null && amount > limits.max) return 'max'
  return null
}

/** The memory after an order create named a limit of the pair's typed side. */
export const rememberLimit = (
  memory: PairMemory,
  params: PairParams,
  bound: 'min' | 'max',
  value: number,
) => {
  const side = sideKey(params)
  return {
    ...memory,
    limits: { ...memory.limits, [side]: { min: null, max: null, ...memory.limits[side], [bound]: value } },
  }
}

/** The memory after an order create refused the fixed rate of the pair. */
export const rememberNoFixedRate = (memory: PairMemory, params: PairParams): PairMemory => ({
  ...memory,
  noFixedRate: [...memory.noFixedRate, pairKey(params)],
})

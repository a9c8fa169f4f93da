import type { PairData, PairParams, WsPairsError } from '@sdk/gen/api/types.gen'
import { ApiError, isApiError } from '@sdk/runtime/api-error'

/** One answer for one subscription or REST call: a usable quote, a failure, or a quote that breaks §5. */
export type RateResult =
  | { kind: 'quote'; data: PairData }
  | { kind: 'error'; error: ApiError }
  | { kind: 'invalid' }

/** What the form does with the answer (spec §8 rates handling). */
export type RateOutcome =
  | { kind: 'quote'; data: PairData }
  /** ERR_CLAIMED_DEPOSIT_AMOUNT_TOO_SMALL / _TOO_BIG: the limit, in the typed side's instrument, if sent. */
  | { kind: 'amount-limit'; bound: 'min' | 'max'; limit: number | null; error: ApiError }
  /** ERR_NOT_ACCEPTABLE: no fixed rate for this pair, force floating. */
  | { kind: 'fixed-unavailable'; error: ApiError }
  /** ERR_PAIR_NOT_ACTIVE, ERR_NO_LIQUIDITY_AVAILABLE, any other server failure, or an unusable answer. */
  | { kind: 'unsupported'; error: ApiError | null }
  /** No connection or no answer in time: try again later, the pair may be fine. */
  | { kind: 'unavailable'; error: ApiError }

/** Spec §5 "Pair response": valid only if it has these fields. */
const REQUIRED_PAIR_FIELDS = [
  'instrumentFrom',
  'instrumentTo',
  'liquidityProviderPublicCode',
  'amountToGet',
  'rateMode',
  'price',
  'marketLeftPrice',
  'marketRightPrice',
] as const

/**
 * A pair answer the form may use: every §5 field present (the SDK checks the whole schema in development; in
 * production it only reports a violation, so this check still holds the line).
 */
export function isUsablePairData(data: unknown): data is PairData {
  if (!data || typeof data !== 'object') return false
  const record = data as Record<string, unknown>
  return REQUIRED_PAIR_FIELDS.every((field) => record[field] !== undefined && record[field] !== null)
}

/** A stable key for a subscription: same key, same question. */
export function paramsKey(params: PairParams): string {
  return [
    params.instrumentFromCurrencyTitle,
    params.instrumentFromNetworkTitle,
    params.instrumentToCurrencyTitle,
    params.instrumentToNetworkTitle,
    params.rateMode,
    params.claimedDepositAmount ?? '',
    params.claimedDepositAmountCurrency ?? '',
  ].join('|')
}

/** Whether the amount in params is on the receive side. */
export function amountOnReceiveSide(params: PairParams): boolean {
  return (
    params.claimedDepositAmountCurrency !== undefined &&
    params.claimedDepositAmountCurrency === params.instrumentToCurrencyTitle &&
    params.claimedDepositAmountCurrency !== params.instrumentFromCurrencyTitle
  )
}

const sameAmount = (a: number, b: number) => Math.abs(a - b) <= Math.max(Math.abs(a), Math.abs(b)) * 1e-9

/** Whether pushed pair data answers these params (a frame for an older subscription may still arrive). */
export function pairDataAnswers(params: PairParams, data: PairData): boolean {
  if (
    data.instrumentFrom.currencyTitle !== params.instrumentFromCurrencyTitle ||
    data.instrumentFrom.networkTitle !== params.instrumentFromNetworkTitle ||
    data.instrumentTo.currencyTitle !== params.instrumentToCurrencyTitle ||
    data.instrumentTo.networkTitle !== params.instrumentToNetworkTitle ||
    data.rateMode !== params.rateMode
  ) {
    return false
  }
  const amount = params.claimedDepositAmount
  if (amount === undefined) return true
  return sameAmount(amountOnReceiveSide(params) ? data.amountToGet : data.amountToGive, amount)
}

/** A socket error frame as the SDK's error, so one table (errorMessage) words both transports. */
export function socketErrorToApiError(error: WsPairsError): ApiError {
  return new ApiError({
    code: error.code,
    message: error.message,
    status: null,
    operationId: 'getPublicRate',
    expectedAmount: error.expectedAmount ?? null,
  })
}

/** Spec §8 for a rate answer. */
export function rateOutcome(result: RateResult): RateOutcome {
  if (result.kind === 'quote') return result
  if (result.kind === 'invalid') return { kind: 'unsupported', error: null }
  const { error } = result
  switch (error.code) {
    case 'ERR_CLAIMED_DEPOSIT_AMOUNT_TOO_SMALL':
      return { kind: 'amount-limit', bound: 'min', limit: error.expectedAmount, error }
    case 'ERR_CLAIMED_DEPOSIT_AMOUNT_TOO_BIG':
      return { kind: 'amount-limit', bound: 'max', limit: error.expectedAmount, error }
    case 'ERR_NOT_ACCEPTABLE':
      return { kind: 'fixed-unavailable', error }
    case 'NETWORK_ERROR':
    case 'TIMEOUT':
      return { kind: 'unavailable', error }
    default:
      return { kind: 'unsupported', error }
  }
}

/** A failed REST call as a result; anything that is not an SDK error is a bug and is rethrown. */
export function failureResult(error: unknown): RateResult {
  if (!isApiError(error)) throw error
  return { kind: 'error', error }
}

/** Amount limits in one instrument (the typed side's). */
export interface AmountLimits {
  min: number | null
  max: number | null
}

/** The stricter of two sets of limits. */
export function mergeLimits(a: AmountLimits | null, b: AmountLimits | null): AmountLimits | null {
  if (!a) return b
  if (!b) return a
  const pick = (x: number | null, y: number | null, f: (p: number, q: number) => number) =>
    x === null ? y : y === null ? x : f(x, y)
  return { min: pick(a.min, b.min, Math.max), max: pick(a.max, b.max, Math.min) }
}

/** Which limit an amount breaks, if any. */
export function limitBroken(amount: number | null, limits: AmountLimits | null): 'min' | 'max' | null {
  if (amount === null || !limits) return null
  if (limits.min !== null && amount < limits.min) return 'min'
  if (limits.max !== null && amount > limits.max) return 'max'
  return null
}

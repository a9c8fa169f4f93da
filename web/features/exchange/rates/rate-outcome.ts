import type { PairData } from '@sdk/gen/api/types.gen'
import { ApiError } from '@sdk/runtime/api-error'

/** docs/product.md §5 "Pair response": valid only if it has these fields. */
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
 * The rate as it enters the cache: every docs/product.md §5 field present, else the call fails as a contract violation (the SDK
 * checks the whole schema in development; in production it only reports a violation, so this still holds the line).
 */
export function usablePairData(data: unknown): PairData {
  const record = (data && typeof data === 'object' ? data : {}) as Record<string, unknown>
  if (REQUIRED_PAIR_FIELDS.every((field) => record[field] !== undefined && record[field] !== null)) {
    return data as PairData
  }
  throw new ApiError({
    code: 'CONTRACT_VIOLATION',
    message: 'the pair data misses a field docs/product.md §5 requires',
    status: null,
    operationId: 'getPublicRate',
  })
}

/** What the form does with the rate's answer (docs/product.md §8 rates handling). */
export type RateOutcome =
  | { kind: 'quote'; data: PairData }
  /** ERR_CLAIMED_DEPOSIT_AMOUNT_TOO_SMALL / _TOO_BIG: the limit, in the typed side's instrument, if sent. */
  | { kind: 'amount-limit'; bound: 'min' | 'max'; limit: number | null; error: ApiError }
  /** ERR_NOT_ACCEPTABLE: no fixed rate for this pair, force floating. */
  | { kind: 'fixed-unavailable'; error: ApiError }
  /** ERR_PAIR_NOT_ACTIVE, ERR_NO_LIQUIDITY_AVAILABLE, any other server failure, or an unusable answer (null). */
  | { kind: 'unsupported'; error: ApiError | null }
  /** No connection or no answer in time: try again later, the pair may be fine. */
  | { kind: 'unavailable'; error: ApiError }

/** docs/product.md §8 for a failed rate (REST or socket: both arrive as the SDK's ApiError). */
export function rateFailureOutcome(error: ApiError): RateOutcome {
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
    case 'CONTRACT_VIOLATION':
      return { kind: 'unsupported', error: null }
    default:
      return { kind: 'unsupported', error }
  }
}

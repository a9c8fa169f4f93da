import { isApiError } from '@sdk/runtime/api-error'
import { errorMessage } from '@/lib/error-message'
import { m } from '@/paraglide/messages.js'

/** The form fields a create failure can point at. */
export type OrderField = 'destinationAddress' | 'destinationAddressMemo' | 'refundAddress' | 'userEmail'

/**
 * What the exchange form does after an order-create call (docs/product.md §8 "order-create handling"). `keepKey` says
 * the call may have reached the server, so a retry of the same order must reuse its idempotency key.
 */
export type CreateOutcome =
  | { kind: 'created'; orderId: string; destinationAddress: string }
  /** A fiat order continues on the payment provider's page (the redirect modal). */
  | { kind: 'redirect'; redirectUrl: string }
  /** Nothing usable came back: the order may or may not exist (error_create_order_unknown). */
  | { kind: 'unknown'; message: string; keepKey: true }
  /** No connection, a timeout or a server failure: the same order can be tried again. */
  | { kind: 'retryable'; message: string; keepKey: true }
  /** ERR_NOT_ACCEPTABLE / ERR_UNPROCESSABLE_ENTITY: switch to the floating rate and say so. */
  | { kind: 'force-floating'; message: string; keepKey: false }
  /** ERR_CLAIMED_DEPOSIT_AMOUNT_TOO_SMALL / _TOO_BIG: show and remember the limit. */
  | { kind: 'amount-limit'; bound: 'min' | 'max'; limit: number | null; message: string; keepKey: false }
  | { kind: 'field'; field: OrderField; message: string; keepKey: false }
  /** ERR_NOT_FOUND for the referrer: clear the referral cookie and create again without it. */
  | { kind: 'retry-without-referrer'; keepKey: false }
  /** ERR_PAIR_NOT_ACTIVE / ERR_NO_LIQUIDITY_AVAILABLE: the not-supported-pair popup. */
  | { kind: 'pair-unsupported'; message: string; keepKey: false }
  /** Fiat at or above noKycThreshold without the provider's KYC: the KYC flow. */
  | { kind: 'kyc-needed'; message: string; keepKey: false }
  /** ERR_PRISMA_CLIENT_KNOWN_REQUEST: the error_notify_title toast for 3 s (docs/product.md §8), nothing on the form. */
  | { kind: 'toast'; message: string; keepKey: false }
  | { kind: 'form'; message: string; keepKey: false }

const ORDER_FIELDS: readonly string[] = [
  'destinationAddress',
  'destinationAddressMemo',
  'refundAddress',
  'userEmail',
]

/** A 200 answer: an order id opens the order page, a redirectUrl the provider; anything else is unknown. */
export function createSuccessOutcome(response: unknown, sentDestination: string): CreateOutcome {
  const body = (response && typeof response === 'object' ? response : {}) as Record<string, unknown>
  if (typeof body.orderId === 'string' && body.orderId !== '') {
    const destinationAddress =
      typeof body.destinationAddress === 'string' && body.destinationAddress
        ? body.destinationAddress
        : sentDestination
    return { kind: 'created', orderId: body.orderId, destinationAddress }
  }
  if (typeof body.redirectUrl === 'string' && body.redirectUrl !== '') {
    return { kind: 'redirect', redirectUrl: body.redirectUrl }
  }
  return { kind: 'unknown', message: m.error_create_order_unknown(), keepKey: true }
}

/** A failed create, by its code (the words come from errorMessage, docs/product.md §8). */
export function createFailureOutcome(error: unknown, sentReferrer: boolean): CreateOutcome {
  const message = errorMessage(error)
  if (!isApiError(error)) return { kind: 'form', message, keepKey: false }
  switch (error.code) {
    case 'NETWORK_ERROR':
    case 'TIMEOUT':
    case 'ERR_INTERNAL_SERVER_ERROR':
    case 'ERR_SERVICE_UNAVAILABLE':
      return { kind: 'retryable', message, keepKey: true }
    case 'CONTRACT_VIOLATION':
      // A 200 whose body broke the contract: the order may exist; a retry with the same key finds out.
      return { kind: 'unknown', message: m.error_create_order_unknown(), keepKey: true }
    case 'ERR_NOT_ACCEPTABLE':
    case 'ERR_UNPROCESSABLE_ENTITY':
      return { kind: 'force-floating', message, keepKey: false }
    case 'ERR_CLAIMED_DEPOSIT_AMOUNT_TOO_SMALL':
      return { kind: 'amount-limit', bound: 'min', limit: error.expectedAmount, message, keepKey: false }
    case 'ERR_CLAIMED_DEPOSIT_AMOUNT_TOO_BIG':
      return { kind: 'amount-limit', bound: 'max', limit: error.expectedAmount, message, keepKey: false }
    case 'ERR_FORBIDDEN':
      if (error.detail?.reason === 'kyc-needed') return { kind: 'kyc-needed', message, keepKey: false }
      if (error.detail?.reason === 'blacklisted') {
        return { kind: 'field', field: 'destinationAddress', message, keepKey: false }
      }
      return { kind: 'form', message, keepKey: false }
    case 'ERR_NOT_FOUND':
      if (sentReferrer && error.detail?.reason === 'referrer-unknown') {
        return { kind: 'retry-without-referrer', keepKey: false }
      }
      return { kind: 'form', message: m.error_create_exchange(), keepKey: false }
    case 'ERR_PRISMA_CLIENT_KNOWN_REQUEST':
      return { kind: 'toast', message, keepKey: false }
    case 'ERR_PAIR_NOT_ACTIVE':
    case 'ERR_NO_LIQUIDITY_AVAILABLE':
      return { kind: 'pair-unsupported', message, keepKey: false }
    case 'ERR_VALIDATION':
      if (error.field && ORDER_FIELDS.includes(error.field)) {
        return { kind: 'field', field: error.field as OrderField, message, keepKey: false }
      }
      return { kind: 'form', message, keepKey: false }
    default:
      return { kind: 'form', message, keepKey: false }
  }
}

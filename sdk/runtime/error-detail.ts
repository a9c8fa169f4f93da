import type { ErrorCode } from '../operations.gen'

/**
 * What the server says only in an error's message text (docs/product.md §8), read once here, where the SDK builds its
 * errors, so the app decides by `code` and `detail.reason` and never matches message text itself.
 * - `blacklisted`: ERR_FORBIDDEN 'Client data is blacklisted' (error_address_blacklisted).
 * - `kyc-needed`: ERR_FORBIDDEN 'KYC verification needed.' on order create (the fiat KYC flow starts).
 * - `referrer-unknown`: ERR_NOT_FOUND naming the referrer (referrerAffiliateId or referrerId): the referral
 *   cookie is cleared.
 * - `same-as-destination`: ERR_VALIDATION on the refund address saying it must differ from the destination.
 * - `withdrawal-minimum`: ERR_WITHDRAWAL_TOO_SMALL; `minimum` is the first number of the message (the minimum,
 *   in USDT), absent when the message has none.
 */
export type ErrorDetail =
  | { reason: 'blacklisted' }
  | { reason: 'kyc-needed' }
  | { reason: 'referrer-unknown' }
  | { reason: 'same-as-destination' }
  | { reason: 'withdrawal-minimum'; minimum: number | null }

export type ErrorReason = ErrorDetail['reason']

/** The detail of an error by its code, message and field, or null when the message adds nothing. */
export function readErrorDetail(
  code: string,
  message: string,
  field: string | null = null,
): ErrorDetail | null {
  switch (code as ErrorCode) {
    case 'ERR_FORBIDDEN':
      if (/blacklist/i.test(message)) return { reason: 'blacklisted' }
      if (/\bkyc\b/i.test(message)) return { reason: 'kyc-needed' }
      return null
    case 'ERR_NOT_FOUND':
      return field === 'referrerAffiliateId' || field === 'referrerId' || /referrer/i.test(message)
        ? { reason: 'referrer-unknown' }
        : null
    case 'ERR_VALIDATION':
      return field === 'refundAddress' && /differ/i.test(message) ? { reason: 'same-as-destination' } : null
    case 'ERR_WITHDRAWAL_TOO_SMALL': {
      const minimum = message.match(/\d+(?:\.\d+)?/)?.[0]
      return { reason: 'withdrawal-minimum', minimum: minimum === undefined ? null : Number(minimum) }
    }
    default:
      return null
  }
}

import type { ErrorCode } from '../operations.gen'

// Cases the server tells only in message text (docs/product.md §8), read once here so the app never matches text.
export type ErrorDetail =
  | { reason: 'blacklisted' }
  | { reason: 'kyc-needed' }
  | { reason: 'referrer-unknown' }
  | { reason: 'same-as-destination' }
  | { reason: 'withdrawal-minimum'; minimum: number | null }

export type ErrorReason = ErrorDetail['reason']

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

import { describe, expect, it } from 'vitest'
import { ApiError } from './api-error'
import { readErrorDetail } from './error-detail'

describe('readErrorDetail (docs/product.md §8 cases told apart by message text)', () => {
  it('reads the blacklist and the KYC demand of ERR_FORBIDDEN, and nothing from another forbidden', () => {
    expect(readErrorDetail('ERR_FORBIDDEN', 'Client data is blacklisted')).toEqual({ reason: 'blacklisted' })
    expect(readErrorDetail('ERR_FORBIDDEN', 'KYC verification needed.')).toEqual({ reason: 'kyc-needed' })
    expect(readErrorDetail('ERR_FORBIDDEN', 'Not allowed')).toBeNull()
  })

  it('reads an unknown referrer by its field or its message, and nothing from another not-found', () => {
    expect(readErrorDetail('ERR_NOT_FOUND', 'x', 'referrerAffiliateId')).toEqual({
      reason: 'referrer-unknown',
    })
    expect(readErrorDetail('ERR_NOT_FOUND', 'referrerId ref_X does not exist')).toEqual({
      reason: 'referrer-unknown',
    })
    expect(readErrorDetail('ERR_NOT_FOUND', 'Order not found')).toBeNull()
  })

  it('reads a refund address equal to the destination', () => {
    expect(readErrorDetail('ERR_VALIDATION', 'Refund address must differ', 'refundAddress')).toEqual({
      reason: 'same-as-destination',
    })
    expect(readErrorDetail('ERR_VALIDATION', 'Refund address is invalid', 'refundAddress')).toBeNull()
  })

  it('reads the withdrawal minimum, or none', () => {
    expect(readErrorDetail('ERR_WITHDRAWAL_TOO_SMALL', 'Minimum withdrawal is 10.5 USDT')).toEqual({
      reason: 'withdrawal-minimum',
      minimum: 10.5,
    })
    expect(readErrorDetail('ERR_WITHDRAWAL_TOO_SMALL', 'Too small')).toEqual({
      reason: 'withdrawal-minimum',
      minimum: null,
    })
  })

  it('is on every ApiError the SDK builds', () => {
    const error = new ApiError({
      code: 'ERR_FORBIDDEN',
      message: 'Client data is blacklisted',
      status: 403,
      operationId: 'createPublicOrder',
    })
    expect(error.detail).toEqual({ reason: 'blacklisted' })
  })
})

import { type AnyErrorCode, ApiError } from '@sdk/runtime/api-error'
import { notFound } from '@tanstack/react-router'
import { describe, expect, it } from 'vitest'
import { isOutageError } from './outage'

const apiError = (code: AnyErrorCode, status: number | null) =>
  new ApiError({ code, status, message: code, operationId: null })

describe('isOutageError', () => {
  it('is true for a 503, a network failure and a timeout', () => {
    expect(isOutageError(apiError('ERR_SERVICE_UNAVAILABLE', 503))).toBe(true)
    expect(isOutageError(apiError('NETWORK_ERROR', null))).toBe(true)
    expect(isOutageError(apiError('TIMEOUT', null))).toBe(true)
  })

  it('is false for answers that would not change on a retry, and for errors that are not the SDK’s', () => {
    expect(isOutageError(apiError('ERR_NOT_FOUND', 404))).toBe(false)
    expect(isOutageError(apiError('ERR_INTERNAL_SERVER_ERROR', 500))).toBe(false)
    expect(isOutageError(apiError('CONTRACT_VIOLATION', 200))).toBe(false)
    expect(isOutageError(notFound())).toBe(false)
    expect(isOutageError(new TypeError('Failed to fetch'))).toBe(false)
  })
})

import { notFound } from '@tanstack/react-router'
import { describe, expect, it } from 'vitest'
import { errorName, errorStatus } from './error-details'

describe('errorStatus', () => {
  it('reads status or statusCode, defaulting to 500', () => {
    expect(errorStatus({ status: 503 })).toBe(503)
    expect(errorStatus({ statusCode: 418 })).toBe(418)
    expect(errorStatus({ status: 200 })).toBe(500)
    expect(errorStatus(new Error('x'))).toBe(500)
    expect(errorStatus('boom')).toBe(500)
  })

  it('maps not-found to 404', () => {
    expect(errorStatus(notFound())).toBe(404)
  })
})

describe('errorName', () => {
  it('prefers the error code, then the class name, never the message', () => {
    expect(errorName({ code: 'ERR_SERVICE_UNAVAILABLE', message: 'secret' })).toBe('ERR_SERVICE_UNAVAILABLE')
    expect(errorName(new TypeError('secret'))).toBe('TypeError')
    expect(errorName('secret')).toBeUndefined()
  })
})

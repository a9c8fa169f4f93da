// @vitest-environment jsdom
import { ApiError } from '@sdk/runtime/api-error'
import { afterEach, describe, expect, it } from 'vitest'
import { m } from '@/paraglide/messages.js'
import { setLocale } from '@/paraglide/runtime.js'
import { addressRejectMessage, errorMessage, knownAddressRejectMessage } from './error-message'

afterEach(() => setLocale('en', { reload: false }))

describe('errorMessage', () => {
  it('shows the expected amount of a min/max error, formatted', () => {
    const error = new ApiError({
      code: 'ERR_CLAIMED_DEPOSIT_AMOUNT_TOO_SMALL',
      message: 'too small',
      status: 400,
      operationId: 'createPublicOrder',
      expectedAmount: 0.0025,
    })
    expect(errorMessage(error)).toBe('The minimum amount is 0.0025.')
  })

  it('reads the minimum of a too-small withdrawal from the server message, else the generic message', () => {
    const withMinimum = new ApiError({
      code: 'ERR_WITHDRAWAL_TOO_SMALL',
      message: 'Minimum withdrawal is 10 USDT',
      status: 400,
      operationId: 'createAffiliateWithdrawal',
    })
    const without = new ApiError({
      code: 'ERR_WITHDRAWAL_TOO_SMALL',
      message: 'too small',
      status: 400,
      operationId: 'createAffiliateWithdrawal',
    })
    expect(errorMessage(withMinimum)).toBe('The minimum withdrawal is 10 USDT.')
    expect(errorMessage(without)).toBe('Something went wrong. Please try again.')
  })

  it('gives a code the meaning its operation gives it', () => {
    const blacklisted = new ApiError({
      code: 'ERR_FORBIDDEN',
      message: 'Client data is blacklisted',
      status: 403,
      operationId: 'createPublicOrder',
    })
    const emailTaken = new ApiError({
      code: 'ERR_PRISMA_CLIENT_KNOWN_REQUEST',
      message: 'unique constraint',
      status: 409,
      operationId: 'setOrderEmail',
    })
    expect(errorMessage(blacklisted)).toBe('This address cannot be used for exchanges.')
    expect(errorMessage(emailTaken)).toBe('An e-mail is already set for this order.')
    expect(errorMessage({ ...emailTaken })).toBe('Something went wrong. Please try again.')
  })

  it('says why the server refused a withdrawal address, on the address', () => {
    const refused = (field: string) =>
      new ApiError({
        code: 'ERR_VALIDATION',
        message: 'invalid',
        status: 400,
        operationId: 'createAffiliateWithdrawal',
        field,
      })
    expect(errorMessage(refused('address'))).toBe(m.error_address_incorrect())
    expect(errorMessage(refused('amount'))).toBe(m.error_validation())
  })

  it('keeps "no connection" as it is, whatever the operation', () => {
    const offline = new ApiError({
      code: 'NETWORK_ERROR',
      message: 'x',
      status: null,
      operationId: 'deleteApiKey',
    })
    const other = new ApiError({
      code: 'ERR_NOT_FOUND',
      message: 'x',
      status: 404,
      operationId: 'deleteApiKey',
    })
    expect(errorMessage(offline)).toBe('No connection. Check your internet and try again.')
    expect(errorMessage(other)).toBe('Something went wrong. Please try again.')
  })

  it('asks to try again shortly after a rate limit (429), whatever the operation', () => {
    const limited = new ApiError({
      code: 'RATE_LIMITED',
      message: 'x',
      status: 429,
      operationId: 'createPublicOrder',
    })
    expect(errorMessage(limited)).toBe('Too many requests right now. Please wait a moment and try again.')
    setLocale('ru', { reload: false })
    expect(errorMessage(limited)).toBe('Сейчас слишком много запросов. Подождите немного и попробуйте снова.')
  })

  it('speaks the current locale', () => {
    setLocale('ru', { reload: false })
    const error = new ApiError({ code: 'TIMEOUT', message: 'x', status: null, operationId: null })
    expect(errorMessage(error)).toBe('Сервер слишком долго не отвечает. Попробуйте снова.')
    expect(errorMessage(new Error('bug'))).toBe('Что-то пошло не так. Попробуйте снова.')
  })
})

describe('addressRejectMessage', () => {
  it('words a reject code it knows, and any other as a wrong address or, for a card, a wrong card number', () => {
    expect(addressRejectMessage('address_reject_iotx')).toBe(m.error_address_reject_iotx())
    expect(addressRejectMessage('address_incorrect')).toBe(m.error_address_incorrect())
    expect(addressRejectMessage(null, true)).toBe(m.error_card_number_incorrect())
    expect(addressRejectMessage('some_new_code', true)).toBe(m.error_card_number_incorrect())
  })

  it('gives a form with its own generic words only the specific reject codes (the refund form)', () => {
    expect(knownAddressRejectMessage('address_reject_iotx')).toBe(m.error_address_reject_iotx())
    expect(knownAddressRejectMessage('address_incorrect')).toBeNull()
    expect(knownAddressRejectMessage('some_new_code')).toBeNull()
    expect(knownAddressRejectMessage(null)).toBeNull()
  })
})

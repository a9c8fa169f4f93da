import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { forbiddenCharacterError } from '@/lib/safety/text-safety'
import { m } from '@/paraglide/messages.js'
import { printableText, withForbiddenCharacter } from '@/test/text-arbitraries'
import { loginPasswordError, newPasswordError, resetCodeError } from './auth-validators'

describe('auth field rules', () => {
  it('refuses a new password with a hidden or control character, naming it', () => {
    const password = printableText(40, 8).filter((text) => text.length >= 8)
    fc.assert(fc.property(password, (text) => newPasswordError(text) === undefined))
    fc.assert(
      fc.property(
        withForbiddenCharacter(password),
        ({ text }) => newPasswordError(text) === forbiddenCharacterError(text),
      ),
    )
    expect(newPasswordError('')).toBe(m.auth_error_password_required())
    expect(newPasswordError('short')).toBe(m.error_password_validation())
  })

  it('lets a sign-in password through as it is (one set before the rule still works)', () => {
    expect(loginPasswordError('old\u200Bpassword')).toBeUndefined()
  })

  it('refuses a reset code with a hidden character or past the contract’s 64 characters', () => {
    expect(resetCodeError(' 482913 ')).toBeUndefined()
    expect(resetCodeError(' ')).toBe(m.auth_error_reset_code_required())
    expect(resetCodeError('1'.repeat(65))).toBe(m.error_text_too_long({ max: 64 }))
    fc.assert(
      fc.property(
        withForbiddenCharacter(fc.constant('482913')),
        ({ text }) => resetCodeError(text) === forbiddenCharacterError(text),
      ),
    )
  })
})

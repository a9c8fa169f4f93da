import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { forbiddenCharacterError } from '@/lib/safety/text-safety'
import { m } from '@/paraglide/messages.js'
import { printableText, withForbiddenCharacter } from '@/test/text-arbitraries'
import {
  localIsoDate,
  stepErrors,
  type VerificationFormValues,
  verificationFormOptions,
} from './verification-form-options'

const TODAY = '2026-11-29'

const personal = (fields: Partial<VerificationFormValues>) =>
  stepErrors(
    'PERSONAL_INFO',
    {
      ...verificationFormOptions.defaultValues,
      firstName: 'Alice',
      lastName: 'Smith',
      identityNumber: 'AB123456',
      birthDate: '1990-01-31',
      ...fields,
    } as VerificationFormValues,
    TODAY,
  )

const TYPED = [
  ['firstName', 100],
  ['lastName', 100],
  ['identityNumber', 64],
] as const

describe('verification personal info', () => {
  it('takes any printable text within the contract’s caps', () => {
    expect(personal({})).toEqual({})
    for (const [field, max] of TYPED) {
      const visible = printableText(max, 1).filter((text) => text.trim() !== '')
      fc.assert(
        fc.property(visible, (text) => personal({ [field]: text })[field] === undefined),
        { numRuns: 50 },
      )
      expect(personal({ [field]: 'x'.repeat(max + 1) })[field]).toBe(m.error_text_too_long({ max }))
      expect(personal({ [field]: ' ' })[field]).toBe(m.verification_field_required())
    }
  })

  it('names a hidden or control character in a name or document number', () => {
    for (const [field] of TYPED) {
      fc.assert(
        fc.property(
          withForbiddenCharacter(printableText(40)),
          ({ text }) => personal({ [field]: text })[field] === forbiddenCharacterError(text),
        ),
        { numRuns: 50 },
      )
    }
  })
})

describe('verification dates', () => {
  it('takes a birth date in the past and an expiry date in the future', () => {
    expect(personal({ birthDate: '2026-11-28', expireDate: '2026-11-30' })).toEqual({})
  })

  it('refuses a birth date today or later', () => {
    expect(personal({ birthDate: '2030-01-01' }).birthDate).toBe(m.verification_birth_date_future())
    expect(personal({ birthDate: TODAY }).birthDate).toBe(m.verification_birth_date_future())
  })

  it('refuses an expiry date today or earlier', () => {
    expect(personal({ expireDate: '2001-01-01' }).expireDate).toBe(m.verification_expire_date_past())
    expect(personal({ expireDate: TODAY }).expireDate).toBe(m.verification_expire_date_past())
  })

  it('asks for a missing date', () => {
    expect(personal({ birthDate: '', expireDate: '' })).toEqual({
      birthDate: m.verification_field_required(),
      expireDate: m.verification_field_required(),
    })
  })
})

describe('localIsoDate', () => {
  it('writes the local calendar date', () => {
    expect(localIsoDate(new Date(2026, 0, 5, 23, 59))).toBe('2026-01-05')
  })
})

import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { forbiddenCharacterError } from '@/lib/text-safety'
import { m } from '@/paraglide/messages.js'
import { printableText, withForbiddenCharacter } from '@/test/text-arbitraries'
import { stepErrors, type VerificationFormValues, verificationFormOptions } from './verification-form-options'

const personal = (fields: Partial<VerificationFormValues>) =>
  stepErrors('PERSONAL_INFO', {
    ...verificationFormOptions.defaultValues,
    firstName: 'Alice',
    lastName: 'Smith',
    identityNumber: 'AB123456',
    birthDate: '1990-01-31',
    ...fields,
  } as VerificationFormValues)

const TYPED = [
  ['firstName', 100],
  ['lastName', 100],
  ['identityNumber', 64],
] as const

describe('verification personal info (issue 13 §4)', () => {
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

import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { forbiddenCharacterError } from '@/lib/safety/text-safety'
import { m } from '@/paraglide/messages.js'
import {
  FORBIDDEN_MULTI_LINE_CHARACTERS,
  printableText,
  withForbiddenCharacter,
} from '@/test/text-arbitraries'
import { supportFieldRules } from './support-form-options'

describe('support form rules', () => {
  it('follows the contract’s SupportRequest', () => {
    expect(supportFieldRules.name('')).toBeUndefined()
    expect(supportFieldRules.name('x'.repeat(101))).toBe(m.info_support_error_name())
    expect(supportFieldRules.email('alice@example.com')).toBeUndefined()
    expect(supportFieldRules.email('alice')).toBe(m.error_email_invalid())
    expect(supportFieldRules.orderId('')).toBeUndefined()
    expect(supportFieldRules.orderId('ord 1')).toBe(m.info_support_error_order_id())
    expect(supportFieldRules.message('too short')).toBe(m.info_support_error_message())
    expect(supportFieldRules.message('x'.repeat(5001))).toBe(m.info_support_error_message())
  })

  it('names a hidden or control character in any field', () => {
    for (const rule of [supportFieldRules.name, supportFieldRules.email, supportFieldRules.orderId]) {
      fc.assert(
        fc.property(
          withForbiddenCharacter(printableText(40)),
          ({ text }) => rule(text) === forbiddenCharacterError(text),
        ),
        { numRuns: 50 },
      )
    }
    fc.assert(
      fc.property(
        withForbiddenCharacter(printableText(200, 30), FORBIDDEN_MULTI_LINE_CHARACTERS),
        ({ text }) => supportFieldRules.message(text) === forbiddenCharacterError(text, true),
      ),
    )
  })

  it('takes any printable name within the cap, and a message of several lines', () => {
    fc.assert(fc.property(printableText(100), (name) => supportFieldRules.name(name) === undefined))
    const line = printableText(60, 25).filter((text) => text.trim().length >= 20)
    fc.assert(
      fc.property(fc.array(line, { minLength: 1, maxLength: 5 }), (lines) => {
        return supportFieldRules.message(lines.join('\n\t')) === undefined
      }),
    )
  })
})

import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { EMAIL_MAX_LENGTH } from '@/config/constants'
import { hasForbiddenCharacter } from '@/lib/safety/text-safety'
import { m } from '@/paraglide/messages.js'
import { FORBIDDEN_CHARACTERS } from '@/test/text-arbitraries'
import { emailError, isEmail, stripEmailPlus } from './email'

const letters = (min: number, max: number) =>
  fc.string({
    unit: fc.constantFrom(...'abcdefghijklmnopqrstuvwxyz0123456789'.split('')),
    minLength: min,
    maxLength: max,
  })

/** Addresses of the standard pattern: local@label.label.tld. */
const email = fc
  .tuple(letters(1, 20), fc.array(letters(1, 12), { minLength: 1, maxLength: 3 }), letters(0, 4))
  .map(([local, labels, tld]) => `${local}@${labels.join('.')}.${`co${tld}`.replace(/\d/g, 'x')}`)

const hidden = fc.constantFrom(...FORBIDDEN_CHARACTERS)

describe('the e-mail rules (docs/product.md §5)', () => {
  it('strips a typed plus sign', () => {
    expect(stripEmailPlus('alice+swap@example.com')).toBe('aliceswap@example.com')
    expect(stripEmailPlus('++')).toBe('')
    fc.assert(fc.property(fc.string(), (typed) => !stripEmailPlus(typed).includes('+')))
  })

  it('accepts what the contract accepts: a standard e-mail pattern', () => {
    for (const good of ['alice@example.com', 'a.b@mail.example.co']) expect(isEmail(good)).toBe(true)
    for (const bad of [
      '',
      'alice',
      'alice@',
      '@example.com',
      'alice@example',
      'alice example.com',
      'alice@@example.com',
    ])
      expect(isEmail(bad)).toBe(false)
  })

  it('accepts any address of the standard pattern within the cap, trimmed as it is sent', () => {
    fc.assert(
      fc.property(email, fc.constantFrom('', ' ', '  '), (address, space) => {
        return isEmail(address) && emailError(`${space}${address}${space}`) === undefined
      }),
    )
  })

  it('refuses an address longer than EMAIL_MAX_LENGTH (RFC 5321)', () => {
    const long = `${'a'.repeat(64)}@${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(EMAIL_MAX_LENGTH - 64 - 63 - 63 - 3)}x.com`
    expect(long.length).toBeGreaterThan(EMAIL_MAX_LENGTH)
    expect(isEmail(long)).toBe(false)
    expect(emailError(long)).toBe(m.error_text_too_long({ max: EMAIL_MAX_LENGTH }))
  })

  it('names a hidden or control character wherever it is, before the pattern', () => {
    fc.assert(
      fc.property(email, hidden, fc.nat(), (address, bad, at) => {
        const index = at % (address.length + 1)
        const typed = address.slice(0, index) + bad + address.slice(index)
        const error = emailError(typed)
        return hasForbiddenCharacter(typed) && error !== undefined && error !== m.error_email_invalid()
      }),
    )
    expect(emailError('alice@example.com\uFEFF')).toBe(
      m.error_text_forbidden_character({ character: 'U+FEFF', position: 18 }),
    )
  })

  it('never accepts what it does not also accept as the contract pattern', () => {
    fc.assert(
      fc.property(
        fc.string({ maxLength: 40 }),
        (typed) => emailError(typed) !== undefined || isEmail(typed.trim()),
      ),
    )
  })
})

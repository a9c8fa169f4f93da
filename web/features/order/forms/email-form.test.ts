import { describe, expect, it } from 'vitest'
import { m } from '@/paraglide/messages.js'
import { emailError, stripPlusSign } from './email-form'

describe('order e-mail form (spec §5)', () => {
  it('strips a typed plus sign', () => {
    expect(stripPlusSign('alice+swap@example.com')).toBe('aliceswap@example.com')
    expect(stripPlusSign('++')).toBe('')
  })

  it('checks the standard e-mail pattern', () => {
    expect(emailError('alice@example.com')).toBeUndefined()
    expect(emailError(' alice@example.com ')).toBeUndefined()
    for (const bad of ['', 'alice', 'alice@', '@example.com', 'alice@example'])
      expect(emailError(bad)).toBe(m.order_email_invalid())
  })
})

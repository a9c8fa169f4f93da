import { describe, expect, it } from 'vitest'
import { m } from '@/paraglide/messages.js'
import { emailError } from './email-form'

describe('order e-mail form (spec §5)', () => {
  it('checks the standard e-mail pattern', () => {
    expect(emailError('alice@example.com')).toBeUndefined()
    expect(emailError(' alice@example.com ')).toBeUndefined()
    for (const bad of ['', 'alice', 'alice@', '@example.com', 'alice@example'])
      expect(emailError(bad)).toBe(m.error_email_invalid())
  })
})

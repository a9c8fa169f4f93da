import { describe, expect, it } from 'vitest'
import { isEmail, stripEmailPlus } from './email'

describe('the e-mail rules (spec §5)', () => {
  it('strips a typed plus sign', () => {
    expect(stripEmailPlus('alice+swap@example.com')).toBe('aliceswap@example.com')
    expect(stripEmailPlus('++')).toBe('')
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
})

import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { forbiddenCharacterError } from '@/lib/safety/text-safety'
import { m } from '@/paraglide/messages.js'
import {
  FORBIDDEN_MULTI_LINE_CHARACTERS,
  printableText,
  withForbiddenCharacter,
} from '@/test/text-arbitraries'
import { editKeyRequest } from './edit-key-form-options'
import { ipListError, keyNameError } from './key-rules'

describe('key rules', () => {
  it('takes a name up to the contract’s 64 characters; a rename needs one', () => {
    expect(keyNameError('x'.repeat(64), { required: true })).toBeUndefined()
    expect(keyNameError('x'.repeat(65), { required: false })).toBe(m.api_keys_name_too_long({ max: 64 }))
    expect(keyNameError('  ', { required: false })).toBeUndefined()
    expect(keyNameError('  ', { required: true })).toBe(m.api_keys_name_required())
  })

  it('refuses a name with a hidden or control character, and takes any printable one within the cap', () => {
    fc.assert(
      fc.property(withForbiddenCharacter(printableText(40)), fc.boolean(), ({ text }, required) => {
        return keyNameError(text, { required }) === forbiddenCharacterError(text)
      }),
    )
    fc.assert(fc.property(printableText(64), (name) => keyNameError(name, { required: false }) === undefined))
  })

  it('refuses an allow-list with a hidden character, keeping line feeds and tabs as separators', () => {
    expect(ipListError('10.0.0.1\n10.0.0.2\t10.0.0.3')).toBeUndefined()
    const list = fc.constantFrom('10.0.0.1, 2001:db8::1', '203.0.113.7')
    fc.assert(
      fc.property(
        withForbiddenCharacter(list, FORBIDDEN_MULTI_LINE_CHARACTERS),
        ({ text }) => ipListError(text) === forbiddenCharacterError(text, true),
      ),
    )
  })

  it('names every bad allow-list entry, and allows at most 50 addresses', () => {
    expect(ipListError('')).toBeUndefined()
    expect(ipListError('203.0.113.7 2001:db8::1')).toBeUndefined()
    expect(ipListError('1.1.1.1, 256.0.0.1, host.example, ::1')).toBe(
      m.api_keys_ips_invalid({ entries: '256.0.0.1, host.example' }),
    )
    const many = Array.from({ length: 51 }, (_, i) => `10.0.0.${i}`).join(',')
    expect(ipListError(many)).toBe(m.api_keys_ips_too_many({ max: 50 }))
  })

  it('sends the whole key: the trimmed name, the split list, the active flag unchanged', () => {
    const key = {
      apiId: 'ak_1',
      name: 'a',
      whiteListIp: [],
      isActive: false,
      createdAt: '2026-01-01T00:00:00Z',
    }
    expect(editKeyRequest(key, { name: ' Bot ', whiteListIp: '10.0.0.1,\n10.0.0.2' })).toEqual({
      apiId: 'ak_1',
      name: 'Bot',
      whiteListIp: ['10.0.0.1', '10.0.0.2'],
      isActive: false,
    })
  })
})

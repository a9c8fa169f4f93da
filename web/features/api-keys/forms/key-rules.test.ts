import { describe, expect, it } from 'vitest'
import { m } from '@/paraglide/messages.js'
import { editKeyRequest } from './edit-key-form-options'
import { ipListError, keyNameError } from './key-rules'

describe('key rules', () => {
  it('takes a name up to the contract’s 64 characters; a rename needs one', () => {
    expect(keyNameError('x'.repeat(64), { required: true })).toBeUndefined()
    expect(keyNameError('x'.repeat(65), { required: false })).toBe(m.api_keys_name_too_long({ max: 64 }))
    expect(keyNameError('  ', { required: false })).toBeUndefined()
    expect(keyNameError('  ', { required: true })).toBe(m.api_keys_name_required())
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

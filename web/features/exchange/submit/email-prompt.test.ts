import { describe, expect, it } from 'vitest'
import {
  type EmailPromptFacts,
  needsEmailPrompt,
  readEmailConfirmedFlag,
  writeEmailConfirmedFlag,
} from './email-prompt'

const guest: EmailPromptFacts = {
  ckm: 'D',
  confirmedFlag: false,
  referralQuery: undefined,
  configuredReferralId: 'partner-1',
  accountEmail: null,
}

describe('needsEmailPrompt (docs/product.md §4 crypto exchange flow)', () => {
  it('A asks unless the local confirmation flag is set', () => {
    expect(needsEmailPrompt({ ...guest, ckm: 'A' })).toBe(true)
    expect(needsEmailPrompt({ ...guest, ckm: 'A', confirmedFlag: true })).toBe(false)
  })

  it('B asks only when the ref query matches the configured referral id', () => {
    expect(needsEmailPrompt({ ...guest, ckm: 'B' })).toBe(false)
    expect(needsEmailPrompt({ ...guest, ckm: 'B', referralQuery: 'someone-else' })).toBe(false)
    expect(needsEmailPrompt({ ...guest, ckm: 'B', referralQuery: 'partner-1' })).toBe(true)
    expect(needsEmailPrompt({ ...guest, ckm: 'B', referralQuery: '', configuredReferralId: '' })).toBe(false)
  })

  it('D never asks', () => {
    expect(needsEmailPrompt({ ...guest, ckm: 'D', referralQuery: 'partner-1' })).toBe(false)
  })

  it('a signed-in user with an e-mail is never asked', () => {
    const account = { accountEmail: 'alice@example.com' }
    expect(needsEmailPrompt({ ...guest, ...account, ckm: 'A' })).toBe(false)
    expect(needsEmailPrompt({ ...guest, ...account, ckm: 'B', referralQuery: 'partner-1' })).toBe(false)
    expect(needsEmailPrompt({ ...guest, accountEmail: ' ', ckm: 'A' })).toBe(true)
  })
})

describe('the confirmation flag', () => {
  it('is read back after it is written, and is false when storage fails', () => {
    const data = new Map<string, string>()
    const storage = {
      getItem: (k: string) => data.get(k) ?? null,
      setItem: (k: string, v: string) => data.set(k, v),
    }
    expect(readEmailConfirmedFlag(storage)).toBe(false)
    writeEmailConfirmedFlag(storage)
    expect(readEmailConfirmedFlag(storage)).toBe(true)
    const broken = {
      getItem: () => {
        throw new Error('denied')
      },
      setItem: () => {
        throw new Error('denied')
      },
    }
    expect(readEmailConfirmedFlag(broken)).toBe(false)
    expect(() => writeEmailConfirmedFlag(broken)).not.toThrow()
  })
})

// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest'
import { REFERRAL_COOKIE_MAX_AGE_SECONDS, REFERRAL_COOKIE_NAME } from '@/config/constants'
import * as cookies from '@/lib/cookies'
import { storeReferral } from './referral-cookie-rule'

afterEach(() => {
  cookies.deleteCookie(REFERRAL_COOKIE_NAME)
  vi.restoreAllMocks()
})

describe('rule 3: ref → referralID cookie', () => {
  it('stores the ref query value for one day', () => {
    const write = vi.spyOn(cookies, 'writeCookie')
    storeReferral({ search: { ref: 'partner42' } })
    expect(cookies.readCookie(REFERRAL_COOKIE_NAME)).toBe('partner42')
    expect(write).toHaveBeenCalledWith(REFERRAL_COOKIE_NAME, 'partner42', REFERRAL_COOKIE_MAX_AGE_SECONDS)
    expect(REFERRAL_COOKIE_MAX_AGE_SECONDS).toBe(86_400)
  })

  it('replaces an older referral with a new one', () => {
    storeReferral({ search: { ref: 'first' } })
    storeReferral({ search: { ref: 'second' } })
    expect(cookies.readCookie(REFERRAL_COOKIE_NAME)).toBe('second')
  })

  it('does not write the same value again', () => {
    storeReferral({ search: { ref: 'same' } })
    const write = vi.spyOn(cookies, 'writeCookie')
    storeReferral({ search: { ref: 'same' } })
    expect(write).not.toHaveBeenCalled()
  })

  it('ignores a missing, empty or oversized ref', () => {
    storeReferral({ search: {} })
    storeReferral({ search: { ref: '  ' } })
    storeReferral({ search: { ref: 'x'.repeat(300) } })
    expect(cookies.readCookie(REFERRAL_COOKIE_NAME)).toBeNull()
  })
})

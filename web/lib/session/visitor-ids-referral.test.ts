// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest'
import { REFERRAL_COOKIE_NAME } from '@/config/constants'
import { deleteCookie, writeCookie } from '@/lib/cookies'
import { referralIdToSend } from './visitor-ids'

afterEach(() => deleteCookie(REFERRAL_COOKIE_NAME))

describe('the referral id a registration or an order carries', () => {
  it('is the ref kept in the cookie, only for a guest and only when it is the configured id', () => {
    writeCookie(REFERRAL_COOKIE_NAME, 'ref_DEMO42', 60)
    expect(referralIdToSend(false, 'ref_DEMO42')).toBe('ref_DEMO42')
    expect(referralIdToSend(true, 'ref_DEMO42')).toBeNull()
    expect(referralIdToSend(false, 'ref_OTHER1')).toBeNull()
    expect(referralIdToSend(false, '')).toBeNull()
    deleteCookie(REFERRAL_COOKIE_NAME)
    expect(referralIdToSend(false, 'ref_DEMO42')).toBeNull()
  })
})

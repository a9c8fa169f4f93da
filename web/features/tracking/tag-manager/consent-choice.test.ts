// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest'
import { TRACKING_CONSENT_MAX_AGE_MS, TRACKING_CONSENT_STORAGE_KEY } from '@/config/constants'
import { readConsent, writeConsent } from './consent-choice'

afterEach(() => localStorage.clear())

describe('the consent answer', () => {
  it('is kept, and holds for a year', () => {
    expect(readConsent(localStorage, 1000)).toBeNull()
    writeConsent(localStorage, 'granted', 1000)
    expect(readConsent(localStorage, 1000 + TRACKING_CONSENT_MAX_AGE_MS - 1)).toBe('granted')
    expect(readConsent(localStorage, 1000 + TRACKING_CONSENT_MAX_AGE_MS)).toBeNull()
    writeConsent(localStorage, 'denied', 2000)
    expect(readConsent(localStorage, 2000)).toBe('denied')
  })

  it('is asked again when what was kept is not an answer', () => {
    // Not JSON, an unknown answer, no time, a time in the future.
    for (const kept of [
      '{oops',
      '{"choice":"maybe","at":1}',
      '{"choice":"granted"}',
      '{"choice":"granted","at":9}',
    ]) {
      localStorage.setItem(TRACKING_CONSENT_STORAGE_KEY, kept)
      expect(readConsent(localStorage, 5), kept).toBeNull()
    }
    expect(readConsent(null)).toBeNull()
    expect(() => writeConsent(null, 'granted')).not.toThrow()
  })
})

// @vitest-environment jsdom
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { FINGERPRINT_COOKIE_NAME, FINGERPRINT_TIMEOUT_MS } from '@/config/constants'
import { deleteCookie, readCookie, writeCookie } from '@/lib/cookies'
import { TEST_VISITOR_ID } from '@/test/fingerprint-stand-in'
import { browserFingerprint, type ComputeVisitorId } from './visitor-ids'

type FingerprintJs = typeof import('@fingerprintjs/fingerprintjs')

/** The real library (the app's tests otherwise get a fixed id, web/test/fingerprint-stand-in.ts). */
let realLibrary: ComputeVisitorId
beforeAll(async () => {
  const { load } = await vi.importActual<FingerprintJs>('@fingerprintjs/fingerprintjs')
  realLibrary = async () => (await (await load({ monitoring: false })).get()).visitorId
  // jsdom has no canvas: the library records that, but jsdom would print a warning for every attempt.
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null)
})

afterEach(() => {
  deleteCookie(FINGERPRINT_COOKIE_NAME)
  vi.useRealTimers()
})

describe('the browser fingerprint (u_id)', () => {
  it('is computed from the browser: the same browser gets the same id after its cookies are cleared', async () => {
    const first = await browserFingerprint(realLibrary)
    expect(first).toMatch(/^[0-9a-f]{32}$/)
    expect(readCookie(FINGERPRINT_COOKIE_NAME)).toBe(first)
    deleteCookie(FINGERPRINT_COOKIE_NAME)
    expect(await browserFingerprint(realLibrary)).toBe(first)
  }, 20_000)

  it('differs for a browser with other settings (another language list)', async () => {
    const first = await browserFingerprint(realLibrary)
    deleteCookie(FINGERPRINT_COOKIE_NAME)
    const languages = vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['de-DE', 'fr'])
    try {
      expect(await browserFingerprint(realLibrary)).not.toBe(first)
    } finally {
      languages.mockRestore()
    }
  }, 20_000)

  it('keeps the cookie’s id once there is one, without computing again', async () => {
    writeCookie(FINGERPRINT_COOKIE_NAME, 'kept-id', 60)
    const compute = vi.fn(async () => 'another')
    expect(await browserFingerprint(compute)).toBe('kept-id')
    expect(compute).not.toHaveBeenCalled()
  })

  it('computes once for calls made while it is being computed', async () => {
    const compute = vi.fn(async () => 'abc')
    expect(await Promise.all([browserFingerprint(compute), browserFingerprint(compute)])).toEqual([
      'abc',
      'abc',
    ])
    expect(compute).toHaveBeenCalledTimes(1)
  })

  it('stands in with a random id when the library fails or takes too long, so no call is held', async () => {
    const failed = await browserFingerprint(async () => {
      throw new Error('blocked')
    })
    expect(failed).toMatch(/^fp_/)
    deleteCookie(FINGERPRINT_COOKIE_NAME)

    vi.useFakeTimers()
    const slow = browserFingerprint(() => new Promise<string>(() => {}))
    await vi.advanceTimersByTimeAsync(FINGERPRINT_TIMEOUT_MS)
    expect(await slow).toMatch(/^fp_/)
    expect(readCookie(FINGERPRINT_COOKIE_NAME)).toBe(await slow)
  })

  it('is what the app sends: browserFingerprint() gives the library’s id and keeps it', async () => {
    expect(await browserFingerprint()).toBe(TEST_VISITOR_ID)
    expect(readCookie(FINGERPRINT_COOKIE_NAME)).toBe(TEST_VISITOR_ID)
  })
})

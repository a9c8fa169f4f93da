import { FINGERPRINT_COOKIE_MAX_AGE_SECONDS, FINGERPRINT_COOKIE_NAME } from '@/config/constants'
import { readCookie, writeCookie } from './cookies'

/**
 * The browser fingerprint sent with sign-in, registration, token refresh and orders (§3 `u_id`). The spec's
 * fingerprint comes from a third-party service; until one is configured it is a random id made once per browser
 * and kept in the u_id cookie.
 */
export function browserFingerprint(): string {
  const existing = readCookie(FINGERPRINT_COOKIE_NAME)
  if (existing) return existing
  const made = `fp_${crypto.randomUUID()}`
  writeCookie(FINGERPRINT_COOKIE_NAME, made, FINGERPRINT_COOKIE_MAX_AGE_SECONDS)
  return made
}

import type { ParsedLocation } from '@tanstack/react-router'
import { REFERRAL_COOKIE_MAX_AGE_SECONDS, REFERRAL_COOKIE_NAME } from '@/config/constants'
import { readCookie, writeCookie } from '@/lib/cookies'
import { searchText } from './navigation-args'

/** Longer values are not referral ids (inferred bound: keeps a crafted link from filling the cookie jar). */
const MAX_REFERRAL_LENGTH = 256

/**
 * docs/product.md §2 rule 3: a `ref` query value is kept in the referralID cookie for 1 day (§9). The same value again
 * (the exchange page keeps ?ref in its URL while the form changes) is not written again.
 */
export function storeReferral(location: Pick<ParsedLocation, 'search'>): void {
  const ref = searchText(location, 'ref')
  if (!ref || ref.length > MAX_REFERRAL_LENGTH) return
  if (readCookie(REFERRAL_COOKIE_NAME) === ref) return
  writeCookie(REFERRAL_COOKIE_NAME, ref, REFERRAL_COOKIE_MAX_AGE_SECONDS)
}

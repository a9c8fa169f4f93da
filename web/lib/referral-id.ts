import { REFERRAL_COOKIE_NAME } from '@/config/constants'
import { env } from '@/config/env'
import { readCookie } from './cookies'

/**
 * The referral id a registration or an order carries (spec §6 "sent only when the user is unauthorized and the ref
 * query matches the configured id"): the referralID cookie, where the ref query is kept for a day, only while the
 * user is not signed in and only when it equals the configured id (VITE_REFERRAL_ID / REFERRAL_ID). With no
 * configured id, none is ever sent.
 */
export function referralIdToSend(signedIn: boolean, configuredId: string = env.referralId): string | null {
  if (signedIn || configuredId === '') return null
  return readCookie(REFERRAL_COOKIE_NAME) === configuredId ? configuredId : null
}

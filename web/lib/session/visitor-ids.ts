import {
  FINGERPRINT_COOKIE_MAX_AGE_SECONDS,
  FINGERPRINT_COOKIE_NAME,
  FINGERPRINT_STAND_IN_MAX_AGE_SECONDS,
  FINGERPRINT_TIMEOUT_MS,
  REFERRAL_COOKIE_NAME,
} from '@/config/constants'
import { env } from '@/config/env'
import { readCookie, writeCookie } from '@/lib/cookies'

// Only code loaded after the first paint imports this module; the fingerprinting library loads on first use.

export type ComputeVisitorId = () => Promise<string>

const fingerprintJs: ComputeVisitorId = async () => {
  const { load } = await import('@fingerprintjs/fingerprintjs')
  // Otherwise the library reports a sample of page loads to its vendor's CDN.
  const agent = await load({ monitoring: false })
  return (await agent.get()).visitorId
}

let computing: Promise<string> | null = null

function keep(id: string, maxAgeSeconds: number): string {
  if (typeof document !== 'undefined') writeCookie(FINGERPRINT_COOKIE_NAME, id, maxAgeSeconds)
  return id
}

function withinTimeout(compute: ComputeVisitorId): Promise<string> {
  let timer: ReturnType<typeof setTimeout> | undefined
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('The fingerprint took too long')), FINGERPRINT_TIMEOUT_MS)
  })
  return Promise.race([compute(), late]).finally(() => clearTimeout(timer))
}

/** A fingerprint survives private windows and cleared cookies; a random id stands in for a day if the library fails. */
export function browserFingerprint(compute: ComputeVisitorId = fingerprintJs): Promise<string> {
  const kept = readCookie(FINGERPRINT_COOKIE_NAME)
  if (kept) return Promise.resolve(kept)
  computing ??= withinTimeout(compute)
    .then((id) => keep(id, FINGERPRINT_COOKIE_MAX_AGE_SECONDS))
    .catch(() => keep(`fp_${crypto.randomUUID()}`, FINGERPRINT_STAND_IN_MAX_AGE_SECONDS))
    .finally(() => {
      computing = null
    })
  return computing
}

/**
 * The referral id a registration or an order carries (docs/product.md §6 "sent only when the user is unauthorized and the ref
 * query matches the configured id"): the referralID cookie, where the ref query is kept for a day, only while the
 * user is not signed in and only when it equals the configured id (VITE_REFERRAL_ID / REFERRAL_ID). With no
 * configured id, none is ever sent.
 */
export function referralIdToSend(signedIn: boolean, configuredId: string = env.referralId): string | null {
  if (signedIn || configuredId === '') return null
  return readCookie(REFERRAL_COOKIE_NAME) === configuredId ? configuredId : null
}

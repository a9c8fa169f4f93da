import {
  FINGERPRINT_COOKIE_MAX_AGE_SECONDS,
  FINGERPRINT_COOKIE_NAME,
  FINGERPRINT_TIMEOUT_MS,
} from '@/config/constants'
import { readCookie, writeCookie } from './cookies'

/** What computes the id: FingerprintJS, loaded with the first computation. Replaced in tests. */
export type ComputeVisitorId = () => Promise<string>

const fingerprintJs: ComputeVisitorId = async () => {
  const { load } = await import('@fingerprintjs/fingerprintjs')
  // No monitoring: the library would otherwise report a sample of page loads to its vendor's CDN.
  const agent = await load({ monitoring: false })
  return (await agent.get()).visitorId
}

let computing: Promise<string> | null = null

/** Keeps the id in the u_id cookie (where there is a page: a server render has none) and gives it back. */
function keep(id: string, maxAgeSeconds: number | null): string {
  if (typeof document !== 'undefined') writeCookie(FINGERPRINT_COOKIE_NAME, id, maxAgeSeconds)
  return id
}

/** The computation, or a failure once it has taken longer than FINGERPRINT_TIMEOUT_MS. */
function withinTimeout(compute: ComputeVisitorId): Promise<string> {
  let timer: ReturnType<typeof setTimeout> | undefined
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('The fingerprint took too long')), FINGERPRINT_TIMEOUT_MS)
  })
  return Promise.race([compute(), late]).finally(() => clearTimeout(timer))
}

/**
 * The u_id cookie's id, or the browser's fingerprint computed now and kept there: the same browser gives the same
 * id in a fresh profile, a private window or after its cookies are cleared. If the library fails or is slow, a
 * random id stands in for this browser session only (a session cookie), so a later visit computes the real one.
 */
export function fingerprintId(compute: ComputeVisitorId = fingerprintJs): Promise<string> {
  const kept = readCookie(FINGERPRINT_COOKIE_NAME)
  if (kept) return Promise.resolve(kept)
  computing ??= withinTimeout(compute)
    .then((id) => keep(id, FINGERPRINT_COOKIE_MAX_AGE_SECONDS))
    .catch(() => keep(`fp_${crypto.randomUUID()}`, null))
    .finally(() => {
      computing = null
    })
  return computing
}

/**
 * Computes the fingerprint when the browser is idle after the first paint, so a sign-in or an order seldom waits
 * for it and nothing of it runs before the page is interactive.
 */
export function computeFingerprintWhenIdle(compute?: ComputeVisitorId): void {
  const run = () => void fingerprintId(compute)
  if (typeof globalThis.requestIdleCallback === 'function') globalThis.requestIdleCallback(run)
  else setTimeout(run, 0)
}

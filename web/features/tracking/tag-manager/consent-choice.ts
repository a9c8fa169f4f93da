import { TRACKING_CONSENT_MAX_AGE_MS, TRACKING_CONSENT_STORAGE_KEY } from '@/config/constants'

/** The visitor's answer to the tag manager's consent question. */
export type ConsentChoice = 'granted' | 'denied'

type Kept = { choice: ConsentChoice; at: number }

export function browserStorage(): Storage | null {
  try {
    return globalThis.localStorage ?? null
  } catch {
    return null
  }
}

/** The answer the visitor gave less than TRACKING_CONSENT_MAX_AGE_MS ago, or null: the question is (again) open. */
export function readConsent(storage: Storage | null, now = Date.now()): ConsentChoice | null {
  try {
    const kept = JSON.parse(storage?.getItem(TRACKING_CONSENT_STORAGE_KEY) ?? 'null') as Partial<Kept> | null
    const age = now - Number(kept?.at)
    const known = kept?.choice === 'granted' || kept?.choice === 'denied'
    return known && age >= 0 && age < TRACKING_CONSENT_MAX_AGE_MS ? (kept.choice ?? null) : null
  } catch {
    return null
  }
}

/** Keeps the answer; a browser that refuses storage asks again on the next page load. */
export function writeConsent(storage: Storage | null, choice: ConsentChoice, now = Date.now()): void {
  try {
    storage?.setItem(TRACKING_CONSENT_STORAGE_KEY, JSON.stringify({ choice, at: now } satisfies Kept))
  } catch {
    // Nothing to do: the answer holds for this page.
  }
}

import type { LandingFacts } from './utm-capture'

/** sessionStorage key of the tracking session id (one per tab session; inferred). */
const SESSION_ID_KEY = 'tracking-session-id'

/** This tab session's id, made on first use. */
export function trackingSessionId(storage: Storage | null = safeSessionStorage()): string {
  const existing = storage?.getItem(SESSION_ID_KEY)
  if (existing) return existing
  const made = crypto.randomUUID()
  try {
    storage?.setItem(SESSION_ID_KEY, made)
  } catch {
    // Storage full or blocked: the id lives for this page only.
  }
  return made
}

function safeSessionStorage(): Storage | null {
  try {
    return window.sessionStorage
  } catch {
    return null
  }
}

/** The facts of a landing on `url` (the address the visitor opened), read from the browser. */
export function landingFacts(url: string): LandingFacts {
  return {
    url,
    referrer: document.referrer,
    userAgent: navigator.userAgent,
    language: navigator.language,
    screenSize: `${window.screen.width}x${window.screen.height}`,
    sessionId: trackingSessionId(),
    now: Date.now(),
  }
}

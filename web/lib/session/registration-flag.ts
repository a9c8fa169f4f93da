import { IN_SESSION_REGISTRATION_STORAGE_KEY } from '@/config/constants'

function sessionStore(): Storage | null {
  try {
    return globalThis.sessionStorage ?? null
  } catch {
    return null
  }
}

/** Spec docs/product.md §4 Registration "sets an in-session-registration flag" (this browser tab, until it closes). */
export function markRegisteredInSession(): void {
  try {
    sessionStore()?.setItem(IN_SESSION_REGISTRATION_STORAGE_KEY, 'true')
  } catch {
    // Storage blocked: the flag is only a hint for this tab.
  }
}

/** Whether the user registered in this tab's session: the exchange form then applies a pair's general minimum (docs/product.md §8). */
export function registeredInSession(): boolean {
  return sessionStore()?.getItem(IN_SESSION_REGISTRATION_STORAGE_KEY) === 'true'
}

/** The flag is the user's: it goes when they sign out or another user signs in. */
export function forgetRegistrationInSession(): void {
  try {
    sessionStore()?.removeItem(IN_SESSION_REGISTRATION_STORAGE_KEY)
  } catch {
    // Storage blocked: there is no flag.
  }
}

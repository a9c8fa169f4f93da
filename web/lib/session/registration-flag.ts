import { IN_SESSION_REGISTRATION_STORAGE_KEY } from '@/config/constants'

function sessionStore(): Storage | null {
  try {
    return globalThis.sessionStorage ?? null
  } catch {
    return null
  }
}

/** docs/product.md §4: the flag lives in this tab until it closes. */
export function markRegisteredInSession(): void {
  try {
    sessionStore()?.setItem(IN_SESSION_REGISTRATION_STORAGE_KEY, 'true')
  } catch {
    // Storage blocked: the flag is only a hint for this tab.
  }
}

/** The exchange form then applies a pair's general minimum. */
export function registeredInSession(): boolean {
  return sessionStore()?.getItem(IN_SESSION_REGISTRATION_STORAGE_KEY) === 'true'
}

export function forgetRegistrationInSession(): void {
  try {
    sessionStore()?.removeItem(IN_SESSION_REGISTRATION_STORAGE_KEY)
  } catch {
    // Storage blocked: there is no flag.
  }
}

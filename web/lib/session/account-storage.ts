import type { AccountData } from '@sdk/gen/api/types.gen'
import { ACCOUNT_STORAGE_KEY } from '@/config/constants'

/** What is kept in local storage (docs/product.md §3 Account data: "with the time of the last fetch"). */
export interface StoredAccount {
  account: AccountData
  /** Epoch milliseconds of the last successful fetch (or sign-in answer). */
  fetchedAt: number
}

const isStringArray = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((item) => typeof item === 'string')

/**
 * What we wrote earlier still has the shape of the contract's AccountData (a hand check rather than the generated
 * zAccountData: that import would put the whole zod.gen chunk, ~4 KB gzip, into the first page load). The data
 * was validated against the contract when it was fetched.
 */
function isStoredAccount(value: unknown): value is StoredAccount {
  if (typeof value !== 'object' || value === null) return false
  const { account, fetchedAt } = value as Record<string, unknown>
  if (typeof fetchedAt !== 'number' || typeof account !== 'object' || account === null) return false
  const { userId, email, permissions, adminPermissionsScope } = account as Record<string, unknown>
  return (
    Number.isInteger(userId) &&
    (email === null || typeof email === 'string') &&
    isStringArray(permissions) &&
    isStringArray(adminPermissionsScope)
  )
}

/** The browser's localStorage, or null where there is none (or it is blocked). */
export function defaultStorage(): Storage | null {
  try {
    return globalThis.localStorage ?? null
  } catch {
    return null
  }
}

/** The stored account, or null when there is none or it is unreadable (a broken entry is dropped). */
export function readStoredAccount(storage: Storage | null): StoredAccount | null {
  const raw = storage?.getItem(ACCOUNT_STORAGE_KEY)
  if (!raw) return null
  try {
    const parsed: unknown = JSON.parse(raw)
    if (isStoredAccount(parsed)) return parsed
  } catch {
    // Not JSON: treated like a broken entry below.
  }
  storage?.removeItem(ACCOUNT_STORAGE_KEY)
  return null
}

export function writeStoredAccount(storage: Storage | null, stored: StoredAccount): void {
  try {
    storage?.setItem(ACCOUNT_STORAGE_KEY, JSON.stringify(stored))
  } catch {
    // Quota or privacy mode: the session still works for this page, it just is not remembered.
  }
}

export function removeStoredAccount(storage: Storage | null): void {
  storage?.removeItem(ACCOUNT_STORAGE_KEY)
}

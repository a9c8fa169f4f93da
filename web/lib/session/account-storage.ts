import type { AccountData } from '@sdk/gen/api/types.gen'
import { ACCOUNT_STORAGE_KEY } from '@/config/constants'

export interface StoredAccount {
  account: AccountData
  fetchedAt: number
}

const isStringArray = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((item) => typeof item === 'string')

/** A hand check rather than the generated zAccountData, whose import would pull the zod chunk into the first page load. */
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

export function defaultStorage(): Storage | null {
  try {
    return globalThis.localStorage ?? null
  } catch {
    return null
  }
}

/** A broken entry is dropped. */
export function readStoredAccount(storage: Storage | null): StoredAccount | null {
  const raw = storage?.getItem(ACCOUNT_STORAGE_KEY)
  if (!raw) return null
  try {
    const parsed: unknown = JSON.parse(raw)
    if (isStoredAccount(parsed)) return parsed
  } catch {
    // Not JSON: dropped below like a broken entry.
  }
  storage?.removeItem(ACCOUNT_STORAGE_KEY)
  return null
}

export function writeStoredAccount(storage: Storage | null, stored: StoredAccount): void {
  try {
    storage?.setItem(ACCOUNT_STORAGE_KEY, JSON.stringify(stored))
  } catch {
    // Quota or privacy mode: the session works for this page, it just is not remembered.
  }
}

export function removeStoredAccount(storage: Storage | null): void {
  storage?.removeItem(ACCOUNT_STORAGE_KEY)
}

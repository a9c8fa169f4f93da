import type { AccountData } from '@sdk/gen/api/types.gen'
import { ACCOUNT_REFRESH_THRESHOLD_MS } from '@/config/constants'

/** How analytics sees the visitor (docs/product.md §6 "Guests are tracked as guest"). */
export type TrackingUserType = 'guest' | 'authorized'

/**
 * Spec docs/product.md §4 "Signed in": a numeric userId plus a non-empty email; in the messenger layer a userId alone.
 */
export function isSignedInAccount(account: AccountData | null, messengerLayer: boolean): boolean {
  if (!account || !Number.isInteger(account.userId)) return false
  if (messengerLayer) return true
  return typeof account.email === 'string' && account.email.trim() !== ''
}

/** Spec docs/product.md §6: the permission ADMIN gives hasAdminPermissions; every other value is a regular user. */
export function hasAdminPermissions(account: AccountData | null): boolean {
  return account?.permissions.includes('ADMIN') ?? false
}

/** Spec docs/product.md §2 rule 2: the account data is older than the 15-minute threshold (or was never fetched). */
export function isAccountStale(fetchedAt: number | null, now: number): boolean {
  return fetchedAt === null || now - fetchedAt > ACCOUNT_REFRESH_THRESHOLD_MS
}

/**
 * Spec docs/product.md §2 rule 2 "the target route name begins with profile": the account pages /profile/… (the route ids are
 * /_account/profile/…, their paths /profile/…; the router hands us the de-localized path, so /ru/profile/… too).
 */
export function isProfilePath(pathname: string): boolean {
  return pathname === '/profile' || pathname.startsWith('/profile/')
}

/** Spec docs/product.md §2 rule 2 as one decision: a signed-in user's data is refreshed when stale or before a profile page. */
export function needsAccountRefresh(args: {
  signedIn: boolean
  fetchedAt: number | null
  pathname: string
  now: number
}): boolean {
  if (!args.signedIn) return false
  return isProfilePath(args.pathname) || isAccountStale(args.fetchedAt, args.now)
}

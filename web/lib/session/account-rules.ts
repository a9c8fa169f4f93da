import type { AccountData } from '@sdk/gen/api/types.gen'
import { ACCOUNT_REFRESH_THRESHOLD_MS } from '@/config/constants'

export type TrackingUserType = 'guest' | 'authorized'

/** In the messenger layer a userId alone signs in. */
export function isSignedInAccount(account: AccountData | null, messengerLayer: boolean): boolean {
  if (!account || !Number.isInteger(account.userId)) return false
  if (messengerLayer) return true
  return typeof account.email === 'string' && account.email.trim() !== ''
}

export function hasAdminPermissions(account: AccountData | null): boolean {
  return account?.permissions.includes('ADMIN') ?? false
}

export function isAccountStale(fetchedAt: number | null, now: number): boolean {
  return fetchedAt === null || now - fetchedAt > ACCOUNT_REFRESH_THRESHOLD_MS
}

/** The router hands over the de-localized path, so /ru/profile/… counts too. */
export function isProfilePath(pathname: string): boolean {
  return pathname === '/profile' || pathname.startsWith('/profile/')
}

export function needsAccountRefresh(args: {
  signedIn: boolean
  fetchedAt: number | null
  pathname: string
  now: number
}): boolean {
  if (!args.signedIn) return false
  return isProfilePath(args.pathname) || isAccountStale(args.fetchedAt, args.now)
}

import type { AccountData } from '@sdk/gen/api/types.gen'
import { describe, expect, it } from 'vitest'
import { ACCOUNT_REFRESH_THRESHOLD_MS } from '@/config/constants'
import { hasAdminPermissions, isAccountStale, isSignedInAccount, needsAccountRefresh } from './account-rules'

const account = (fields: Partial<AccountData> = {}): AccountData => ({
  userId: 1001,
  email: 'demo@example.com',
  permissions: ['USER'],
  adminPermissionsScope: [],
  ...fields,
})

describe('signed in (docs/product.md §4)', () => {
  it('needs a numeric userId and a non-empty e-mail on the web', () => {
    expect(isSignedInAccount(account(), false)).toBe(true)
    expect(isSignedInAccount(account({ email: null }), false)).toBe(false)
    expect(isSignedInAccount(account({ email: '  ' }), false)).toBe(false)
    expect(isSignedInAccount(account({ userId: Number.NaN }), false)).toBe(false)
    expect(isSignedInAccount(null, false)).toBe(false)
  })

  it('needs only the userId in the messenger layer', () => {
    expect(isSignedInAccount(account({ email: null }), true)).toBe(true)
    expect(isSignedInAccount(null, true)).toBe(false)
  })
})

describe('admin (docs/product.md §6)', () => {
  it('is ADMIN among the permissions, nothing else', () => {
    expect(hasAdminPermissions(account({ permissions: ['USER', 'ADMIN'] }))).toBe(true)
    expect(hasAdminPermissions(account({ permissions: ['USER'] }))).toBe(false)
    expect(hasAdminPermissions(null)).toBe(false)
  })
})

describe('account refresh (docs/product.md §2 rule 2)', () => {
  const now = 1_750_000_000_000

  it('is stale after 15 minutes, not at 15', () => {
    expect(isAccountStale(now - ACCOUNT_REFRESH_THRESHOLD_MS, now)).toBe(false)
    expect(isAccountStale(now - ACCOUNT_REFRESH_THRESHOLD_MS - 1, now)).toBe(true)
    expect(isAccountStale(null, now)).toBe(true)
  })

  it('always refreshes before a profile page, only when stale elsewhere, never for a guest', () => {
    const fresh = now - 60_000
    expect(needsAccountRefresh({ signedIn: true, fetchedAt: fresh, pathname: '/profile/info', now })).toBe(
      true,
    )
    expect(needsAccountRefresh({ signedIn: true, fetchedAt: fresh, pathname: '/profile', now })).toBe(true)
    expect(needsAccountRefresh({ signedIn: true, fetchedAt: fresh, pathname: '/', now })).toBe(false)
    expect(
      needsAccountRefresh({ signedIn: true, fetchedAt: fresh, pathname: '/profiles-of-coins', now }),
    ).toBe(false)
    expect(
      needsAccountRefresh({ signedIn: true, fetchedAt: now - 16 * 60_000, pathname: '/blog', now }),
    ).toBe(true)
    expect(needsAccountRefresh({ signedIn: false, fetchedAt: null, pathname: '/profile/info', now })).toBe(
      false,
    )
  })
})

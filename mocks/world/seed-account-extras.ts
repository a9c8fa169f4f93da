// Seeded data for the account pages beyond world-seed.ts: a user whose identity check was rejected,
// with its reason, so /profile/verification shows a REJECT on sign-in and offers a new submission.
// demo@example.com already holds an affiliate balance to withdraw (76.905051 USDT TRC20: its accruals and
// cashbacks) and the affiliate figures (9 accruals, 8 cashbacks, 2 past withdrawals).
// No randomness is drawn here, so everything seeded before keeps its ids.

import { KYC_REJECT_REASON } from './kyc'
import { hashPassword } from './users'
import type { World } from './world'

export const REJECTED_KYC_USER = {
  id: 1010,
  email: 'rejected@example.com',
  password: 'rejected-pass-1',
  referrerId: 'ref_REJ001',
} as const

export const seedAccountExtras = (w: World): void => {
  const { password, ...user } = REJECTED_KYC_USER
  w.users.insert({ ...user, passwordHash: hashPassword(password) })
  w.kyc.set(user.id, 'REJECT', KYC_REJECT_REASON)
}

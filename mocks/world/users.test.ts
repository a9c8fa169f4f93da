import { describe, expect, it } from 'vitest'
import { catchCode, newWorld } from './test-helpers'

const fp = 'fp_test'

describe('users and sessions', () => {
  it('signs in the seeded users and returns their account data', () => {
    const w = newWorld()
    const demo = w.account.login({
      email: 'demo@example.com',
      password: 'demo-pass-1',
      browserFingerprint: fp,
    })
    expect(demo.account).toEqual({
      userId: 1001,
      email: 'demo@example.com',
      permissions: ['USER'],
      adminPermissionsScope: [],
      telegramUserId: null,
    })
    expect(w.account.accountData(demo.tokens.accessToken).userId).toBe(1001)
    expect(demo.tokens.accessMaxAge).toBe(900)
    const admin = w.account.login({
      email: 'admin@example.com',
      password: 'admin-pass-1',
      browserFingerprint: fp,
    })
    expect(admin.account.permissions).toContain('ADMIN')
    expect(
      w.account.login({ email: 'new@example.com', password: 'new-pass-1', browserFingerprint: fp }).account
        .userId,
    ).toBe(1002)
  })

  it('rejects wrong credentials', async () => {
    const w = newWorld()
    await catchCode(
      () => w.account.login({ email: 'demo@example.com', password: 'nope-1234', browserFingerprint: fp }),
      'ERR_INVALID_CREDENTIALS',
    )
    await catchCode(
      () => w.account.login({ email: 'ghost@example.com', password: 'demo-pass-1', browserFingerprint: fp }),
      'ERR_INVALID_CREDENTIALS',
    )
  })

  it('registers with the password rule, duplicates and referrers', async () => {
    const w = newWorld()
    const base = { email: 'alice@example.com', browserFingerprint: fp }
    expect(
      (await catchCode(() => w.users.register({ ...base, password: 'short1' }), 'ERR_VALIDATION')).field,
    ).toBe('password')
    expect(
      (await catchCode(() => w.users.register({ ...base, password: 'no-digits-here' }), 'ERR_VALIDATION'))
        .field,
    ).toBe('password')
    const unknown = await catchCode(
      () => w.users.register({ ...base, password: 'good-pass-1', referrerAffiliateId: 'ref_UNKNOWN' }),
      'ERR_NOT_FOUND',
    )
    expect(unknown.message).toContain('referrerAffiliateId')
    const acc = w.users.register({ ...base, password: 'good-pass-1', referrerAffiliateId: 'ref_DEMO42' })
    expect(acc.email).toBe('alice@example.com')
    expect(w.users.byId(acc.userId)?.referredBy).toBe('ref_DEMO42')
    await catchCode(
      () => w.users.register({ ...base, password: 'good-pass-1' }),
      'ERR_USER_ALREADY_REGISTERED',
    )
    expect(w.account.login({ ...base, password: 'good-pass-1' }).account.userId).toBe(acc.userId)
  })

  it('resets a password with the code from the control surface', async () => {
    const w = newWorld()
    w.users.requestPasswordReset({ email: 'ghost@example.com' })
    expect(w.controls.lastResetCode('ghost@example.com')).toBeNull()
    w.users.requestPasswordReset({ email: 'demo@example.com' })
    const code = w.controls.lastResetCode('demo@example.com')
    expect(code).toMatch(/^\d{6}$/)
    await catchCode(
      () =>
        w.users.resetPassword({
          email: 'demo@example.com',
          password: 'new-pass-22',
          resetCode: code === '000000' ? '111111' : '000000',
        }),
      'ERR_INVALID_PASSWORD_RESET_CODE',
    )
    await catchCode(
      () => w.users.resetPassword({ email: 'demo@example.com', password: 'weak', resetCode: code ?? '' }),
      'ERR_VALIDATION',
    )
    w.users.resetPassword({ email: 'demo@example.com', password: 'new-pass-22', resetCode: code ?? '' })
    await catchCode(
      () => w.account.login({ email: 'demo@example.com', password: 'demo-pass-1', browserFingerprint: fp }),
      'ERR_INVALID_CREDENTIALS',
    )
    expect(
      w.account.login({ email: 'demo@example.com', password: 'new-pass-22', browserFingerprint: fp }).account
        .userId,
    ).toBe(1001)
    await catchCode(
      () =>
        w.users.resetPassword({ email: 'demo@example.com', password: 'new-pass-33', resetCode: code ?? '' }),
      'ERR_INVALID_PASSWORD_RESET_CODE',
    )
    await catchCode(() => w.users.requestPasswordReset({ email: 'not-an-email' }), 'ERR_VALIDATION')
  })

  it('expires access tokens (418), refreshes, and logs out (401)', async () => {
    const w = newWorld()
    const { tokens } = w.account.login({
      email: 'demo@example.com',
      password: 'demo-pass-1',
      browserFingerprint: fp,
    })
    await catchCode(() => w.account.accountData(undefined), 'ERR_UNAUTHORIZED')
    w.controls.expireAccessTokens()
    await catchCode(() => w.account.accountData(tokens.accessToken), 'ERR_IM_A_TEAPOT')
    await catchCode(() => w.sessions.refresh(tokens.refreshToken, 'another-browser'), 'ERR_UNAUTHORIZED')
    const fresh = w.sessions.refresh(tokens.refreshToken, fp)
    expect(w.account.accountData(fresh.accessToken).userId).toBe(1001)
    await catchCode(() => w.sessions.refresh(tokens.refreshToken, fp), 'ERR_UNAUTHORIZED')
    w.controls.advanceClock(15 * 60_000)
    await catchCode(() => w.account.accountData(fresh.accessToken), 'ERR_IM_A_TEAPOT')
    w.sessions.logout({ refreshToken: fresh.refreshToken })
    await catchCode(() => w.account.accountData(fresh.accessToken), 'ERR_UNAUTHORIZED')
    await catchCode(() => w.sessions.refresh(fresh.refreshToken, fp), 'ERR_UNAUTHORIZED')
  })

  it('honours a configured access token lifetime', async () => {
    const w = newWorld({ config: { accessTokenTtlMs: 1000 } })
    const { tokens } = w.account.login({
      email: 'demo@example.com',
      password: 'demo-pass-1',
      browserFingerprint: fp,
    })
    w.controls.advanceClock(1000)
    await catchCode(() => w.account.accountData(tokens.accessToken), 'ERR_IM_A_TEAPOT')
  })
})

// Sessions through the real SDK: login cookies, 418 → refresh → retry, logout, password reset.
import {
  authenticateLocal,
  getAccountData,
  listApiKeys,
  logout,
  refreshSession,
  requestPasswordReset,
  resetPassword,
  updateApiKey,
} from '@sdk/gen/api/sdk.gen'
import { describe, expect, it } from 'vitest'
import { SEED_API_KEYS, SEED_USERS } from '../world/world-seed'
import { failure, setupSdkTestNetwork, TEST_FINGERPRINT } from './sdk-test-network'

const net = setupSdkTestNetwork()
const { demo } = SEED_USERS

const signIn = async (email: string = demo.email, password: string = demo.password) => {
  const { data } = await authenticateLocal({
    body: { email, password, browserFingerprint: TEST_FINGERPRINT },
  })
  return data
}

describe('sign-in', () => {
  it('sets both cookies as real Set-Cookie headers and opens the account data', async () => {
    const { response } = await authenticateLocal({
      body: { email: demo.email, password: demo.password, browserFingerprint: TEST_FINGERPRINT },
    })
    const setCookies = response?.headers.getSetCookie()
    expect(setCookies).toEqual([
      expect.stringMatching(/^access_token=at_\w+; Path=\/; Max-Age=\d+; SameSite=Lax; HttpOnly$/),
      expect.stringMatching(/^refresh_token=rt_\w+; Path=\/; Max-Age=\d+; SameSite=Lax; HttpOnly$/),
    ])
    expect(Object.keys(net.jar.get(net.baseUrls.api)).sort()).toEqual(['access_token', 'refresh_token'])
    const { data } = await getAccountData()
    expect(data).toEqual({
      userId: demo.id,
      email: demo.email,
      permissions: ['USER'],
      adminPermissionsScope: [],
      telegramUserId: null,
    })
  })

  it('answers ERR_INVALID_CREDENTIALS for a wrong password and ERR_UNAUTHORIZED without a session', async () => {
    expect(await failure(signIn(demo.email, 'wrong-pass-1'))).toMatchObject({
      code: 'ERR_INVALID_CREDENTIALS',
      status: 400,
    })
    expect(await failure(getAccountData())).toMatchObject({ code: 'ERR_UNAUTHORIZED', status: 401 })
  })

  it('answers ERR_VALIDATION naming the field for a malformed e-mail', async () => {
    expect(await failure(signIn('not-an-email'))).toMatchObject({ code: 'ERR_VALIDATION', field: 'email' })
  })
})

describe('an expired access token', () => {
  it('answers 418; the SDK refreshes once and retries', async () => {
    await signIn()
    const before = net.jar.get(net.baseUrls.api)
    net.world.controls.expireAccessTokens()
    const statuses: number[] = []
    net.server.events.on('response:mocked', ({ request, response }) => {
      statuses.push(response.status)
      expect(request.url.startsWith(net.baseUrls.api)).toBe(true)
    })
    const { data } = await listApiKeys()
    net.server.events.removeAllListeners()
    expect(data?.map((k) => k.apiId)).toContain(SEED_API_KEYS.demoBot)
    expect(statuses).toEqual([418, 200, 200])
    const after = net.jar.get(net.baseUrls.api)
    expect(after.access_token).not.toBe(before.access_token)
    expect(after.refresh_token).not.toBe(before.refresh_token)
  })

  it('ends the session when the refresh token does not match the fingerprint', async () => {
    await signIn()
    expect(await failure(refreshSession({ body: { browserFingerprint: 'another-browser' } }))).toMatchObject({
      code: 'ERR_UNAUTHORIZED',
      status: 401,
    })
  })
})

describe('logout', () => {
  it('clears the cookies and revokes the session: the old token answers 401', async () => {
    await signIn()
    const { access_token } = net.jar.get(net.baseUrls.api)
    const { response } = await logout()
    expect(response?.status).toBe(204)
    expect(response?.headers.getSetCookie()).toEqual([
      expect.stringMatching(/^access_token=; Path=\/; Max-Age=0;/),
      expect.stringMatching(/^refresh_token=; Path=\/; Max-Age=0;/),
    ])
    expect(net.jar.get(net.baseUrls.api)).toEqual({})
    expect(await failure(getAccountData())).toMatchObject({ code: 'ERR_UNAUTHORIZED' })
    net.jar.set(net.baseUrls.api, 'access_token', access_token ?? '')
    expect(await failure(getAccountData())).toMatchObject({ code: 'ERR_UNAUTHORIZED', status: 401 })
  })
})

describe('documented triggers of the account layer', () => {
  it("ERR_NOT_ENOUGH_PERMISSIONS on the admin's key", async () => {
    await signIn()
    const body = { apiId: SEED_API_KEYS.admin, name: 'mine now', whiteListIp: [], isActive: true }
    expect(await failure(updateApiKey({ body }))).toMatchObject({
      code: 'ERR_NOT_ENOUGH_PERMISSIONS',
      status: 403,
    })
  })

  it('resets a password with the code from controls.lastResetCode', async () => {
    await requestPasswordReset({ body: { email: SEED_USERS.fresh.email } })
    const code = net.world.controls.lastResetCode(SEED_USERS.fresh.email)
    expect(code).toMatch(/^\d{6}$/)
    const body = { email: SEED_USERS.fresh.email, password: 'brand-new-9', resetCode: '000000' }
    expect(await failure(resetPassword({ body }))).toMatchObject({
      code: 'ERR_INVALID_PASSWORD_RESET_CODE',
      field: 'resetCode',
    })
    const { response } = await resetPassword({ body: { ...body, resetCode: code ?? '' } })
    expect(response?.status).toBe(204)
    expect(await signIn(SEED_USERS.fresh.email, 'brand-new-9')).toMatchObject({ userId: SEED_USERS.fresh.id })
  })
})

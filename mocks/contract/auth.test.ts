// Contract tests, tag `auth`: sign-in, registration, Telegram, tokens and password reset, with real cookies.
import { describe, expect, it } from 'vitest'
import { signInitData } from '../world/telegram'
import { SEED_USERS } from '../world/world-seed'
import {
  type Cases,
  control,
  describeOperations,
  expectCode,
  expectOk,
  type ServerContext,
  serveContractFile,
  uncovered,
} from './contract-harness'
import { createSession, FINGERPRINT, type Session, signedIn } from './contract-session'

const ctx = serveContractFile('auth')
const { demo, telegram } = SEED_USERS
const NEW_TELEGRAM_ID = 5_550_001

const initData = (c: ServerContext, telegramUserId: number) =>
  signInitData(
    { user: { id: telegramUserId, first_name: 'Test' } },
    c.world.config.telegramBotToken,
    c.world.clock.now(),
  )

const login = (s: Session, email: string, password: string) =>
  s.api.POST('/api/v1/users/local/authenticate', {
    body: { email, password, browserFingerprint: FINGERPRINT },
  })

const requestReset = (s: Session, email: string) =>
  s.api.POST('/api/v1/users/local/request-password-reset', { body: { email } })

const cases: Cases = {
  authenticateLocal: {
    valid: (s) => login(s, demo.email, demo.password),
    invalid: [
      {
        name: 'password missing',
        call: (s) => login(s, demo.email, undefined as never),
        code: 'ERR_VALIDATION',
      },
    ],
  },
  authenticateTelegram: {
    valid: async (s, c) =>
      s.api.POST('/api/v1/users/telegram/authenticate', {
        body: { initData: await initData(c, telegram.telegramUserId) },
      }),
    invalid: [
      {
        name: 'initData empty',
        call: (s) => s.api.POST('/api/v1/users/telegram/authenticate', { body: { initData: '' } }),
        code: 'ERR_VALIDATION',
      },
    ],
  },
  createLocalUser: {
    valid: (s) =>
      s.api.POST('/api/v1/users/local/create', {
        body: { email: 'someone@example.com', password: 'good-pass-1', browserFingerprint: FINGERPRINT },
      }),
    invalid: [
      {
        name: 'email not an e-mail',
        call: (s) =>
          s.api.POST('/api/v1/users/local/create', {
            body: { email: 'nope', password: 'good-pass-1', browserFingerprint: FINGERPRINT },
          }),
        code: 'ERR_VALIDATION',
      },
    ],
  },
  createTelegramUser: {
    valid: async (s, c) =>
      s.api.POST('/api/v1/users/telegram/create', { body: { initData: await initData(c, NEW_TELEGRAM_ID) } }),
    invalid: [
      {
        name: 'initData not a string',
        call: (s) => s.api.POST('/api/v1/users/telegram/create', { body: { initData: 42 as never } }),
        code: 'ERR_VALIDATION',
      },
    ],
  },
  linkTelegram: {
    user: 'fresh',
    valid: async (s, c) =>
      s.api.POST('/api/v1/users/local/link-telegram', {
        body: { initData: await initData(c, NEW_TELEGRAM_ID), password: 'new-pass-1' },
      }),
    invalid: [
      {
        name: 'initData missing',
        call: (s) => s.api.POST('/api/v1/users/local/link-telegram', { body: {} as never }),
        code: 'ERR_VALIDATION',
      },
    ],
  },
  refreshSession: {
    valid: (s) =>
      s.api.POST('/api/v1/users/authentication/refresh', { body: { browserFingerprint: FINGERPRINT } }),
    invalid: [
      {
        name: 'browserFingerprint empty',
        call: (s) => s.api.POST('/api/v1/users/authentication/refresh', { body: { browserFingerprint: '' } }),
        code: 'ERR_VALIDATION',
      },
    ],
  },
  logout: {
    valid: (s) => s.api.POST('/api/v1/users/authentication/logout'),
    noInvalidBecause: 'it takes no input and declares no 400',
  },
  requestPasswordReset: {
    valid: (s) => requestReset(s, demo.email),
    invalid: [{ name: 'email not an e-mail', call: (s) => requestReset(s, 'nope'), code: 'ERR_VALIDATION' }],
  },
  resetPassword: {
    valid: async (s, c) => {
      expectOk(await requestReset(s, demo.email))
      const { resetCode } = await control<{ resetCode: string }>(c.url, `/reset-code?email=${demo.email}`)
      return s.api.POST('/api/v1/users/local/reset-password', {
        body: { email: demo.email, password: 'newer-pass-2', resetCode },
      })
    },
    invalid: [
      {
        name: 'password too short',
        call: (s) =>
          s.api.POST('/api/v1/users/local/reset-password', {
            body: { email: demo.email, password: 'short', resetCode: '000000' },
          }),
        code: 'ERR_VALIDATION',
      },
    ],
  },
}

describe('auth', () => {
  it('covers every operation of the tag', () => expect(uncovered(['auth'], cases)).toEqual([]))
  describeOperations(ctx, cases)
})

describe('auth: documented error triggers and the session', () => {
  it('wrong password or unknown e-mail → ERR_INVALID_CREDENTIALS', async () => {
    const s = createSession(ctx.url)
    expectCode(await login(s, demo.email, 'wrong-pass-1'), 'ERR_INVALID_CREDENTIALS')
    expectCode(await login(s, 'ghost@example.com', demo.password), 'ERR_INVALID_CREDENTIALS')
  })

  it('registering twice → ERR_USER_ALREADY_REGISTERED; a weak password or unknown referrer fails', async () => {
    const s = createSession(ctx.url)
    const create = (email: string, password: string, referrerAffiliateId?: string) =>
      s.api.POST('/api/v1/users/local/create', {
        body: {
          email,
          password,
          browserFingerprint: FINGERPRINT,
          ...(referrerAffiliateId ? { referrerAffiliateId } : {}),
        },
      })
    expectCode(await create(demo.email, demo.password), 'ERR_USER_ALREADY_REGISTERED')
    expectCode(await create('x@example.com', 'lettersonly'), 'ERR_VALIDATION')
    expectCode(await create('y@example.com', 'good-pass-1', 'ref_UNKNOWN'), 'ERR_NOT_FOUND')
  })

  it('Telegram: an existing account, a stranger, tampered data, and linking without the password', async () => {
    const s = createSession(ctx.url)
    const existing = await initData(ctx, telegram.telegramUserId)
    expectCode(
      await s.api.POST('/api/v1/users/telegram/create', { body: { initData: existing } }),
      'ERR_USER_ALREADY_REGISTERED',
    )
    const stranger = await initData(ctx, 1)
    expectCode(
      await s.api.POST('/api/v1/users/telegram/authenticate', { body: { initData: stranger } }),
      'ERR_NOT_FOUND',
    )
    const tampered = existing.replace('Test', 'Mallory')
    expectCode(
      await s.api.POST('/api/v1/users/telegram/authenticate', { body: { initData: tampered } }),
      'ERR_VALIDATION',
    )
    const fresh = await signedIn(ctx.url, 'fresh')
    expectCode(
      await fresh.api.POST('/api/v1/users/local/link-telegram', {
        body: { initData: existing, password: 'wrong-pass-1' },
      }),
      'ERR_INVALID_CREDENTIALS',
    )
    expectCode(
      await fresh.api.POST('/api/v1/users/local/link-telegram', {
        body: { initData: existing, password: 'new-pass-1' },
      }),
      'ERR_USER_ALREADY_REGISTERED',
    )
  })

  it('Telegram launch data: older than the maximum age, and sent again from another browser', async () => {
    const browser = (fingerprint: string) => {
      const s = createSession(ctx.url)
      s.jar.store([`u_id=${fingerprint}; Path=/`], new URL(ctx.url))
      return s
    }
    const authenticate = (s: Session, data: string) =>
      s.api.POST('/api/v1/users/telegram/authenticate', { body: { initData: data } })
    const maxAgeMs = ctx.world.config.telegramMaxAgeSec * 1000
    const old = await signInitData(
      { user: { id: telegram.telegramUserId, first_name: 'Test' } },
      ctx.world.config.telegramBotToken,
      ctx.world.clock.now() - maxAgeMs - 60_000,
    )
    expectCode(await authenticate(browser('fp-a'), old), 'ERR_TELEGRAM_INIT_DATA_EXPIRED')

    const launch = await initData(ctx, telegram.telegramUserId)
    expectOk(await authenticate(browser('fp-a'), launch))
    expectOk(await authenticate(browser('fp-a'), launch))
    expectCode(await authenticate(browser('fp-b'), launch), 'ERR_TELEGRAM_INIT_DATA_REPLAYED')
  })

  it('an expired access token → ERR_IM_A_TEAPOT; refresh fixes it; logout ends it', async () => {
    const s = await signedIn(ctx.url)
    await control(ctx.url, '/tokens/expire', {})
    expectCode(await s.api.GET('/api/v1/users/account-data'), 'ERR_IM_A_TEAPOT')
    expectOk(
      await s.api.POST('/api/v1/users/authentication/refresh', { body: { browserFingerprint: FINGERPRINT } }),
    )
    expectOk(await s.api.GET('/api/v1/users/account-data'))
    expectOk(await s.api.POST('/api/v1/users/authentication/logout'), 204)
    expect(s.jar.get('access_token')).toBeUndefined()
    expectCode(await s.api.GET('/api/v1/users/account-data'), 'ERR_UNAUTHORIZED')
  })

  it('refresh with another fingerprint → ERR_UNAUTHORIZED', async () => {
    const s = await signedIn(ctx.url)
    const res = await s.api.POST('/api/v1/users/authentication/refresh', {
      body: { browserFingerprint: 'other' },
    })
    expectCode(res, 'ERR_UNAUTHORIZED')
  })

  it('a wrong reset code → ERR_INVALID_PASSWORD_RESET_CODE; the right one changes the password', async () => {
    const s = createSession(ctx.url)
    const reset = (resetCode: string) =>
      s.api.POST('/api/v1/users/local/reset-password', {
        body: { email: demo.email, password: 'newer-pass-2', resetCode },
      })
    expectCode(await reset('000000'), 'ERR_INVALID_PASSWORD_RESET_CODE')
    expectOk(await requestReset(s, demo.email), 204)
    const { resetCode } = await control<{ resetCode: string }>(ctx.url, `/reset-code?email=${demo.email}`)
    expectOk(await reset(resetCode), 204)
    expectOk(await login(s, demo.email, 'newer-pass-2'))
  })
})

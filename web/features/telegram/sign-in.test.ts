// @vitest-environment jsdom
import { authenticateLocal, logout } from '@sdk/gen/api/sdk.gen'
import { operations } from '@sdk/operations.gen'
import { QueryClient } from '@tanstack/react-query'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { registeredInSession } from '@/lib/session/registration-flag'
import { createSessionStore, type SessionStore } from '@/lib/session/session-store'
import { setupSdkTestNetwork } from '@/test/sdk-test-network'
import { DEFAULT_CONFIG } from '../../../mocks/world/context'
import { signInitData } from '../../../mocks/world/telegram'
import { signInWithTelegram } from './sign-in'

const network = setupSdkTestNetwork()
const LINKED_TELEGRAM_ID = 279058397
const calls: string[] = []
let session: SessionStore | undefined

beforeAll(() => {
  const telegramPaths = new Set<string>([
    operations.authenticateTelegram.path,
    operations.createTelegramUser.path,
  ])
  network.server.events.on('request:start', ({ request }) => {
    const path = new URL(request.url).pathname
    if (telegramPaths.has(path)) calls.push(path.split('/').slice(-2).join('/'))
  })
})
afterEach(async () => {
  session?.dispose()
  session = undefined
  calls.length = 0
  await logout()
  localStorage.clear()
  sessionStorage.clear()
})

const newSession = () => {
  session = createSessionStore({ queryClient: new QueryClient(), sdkEvents: network.sdk.events })
  session.setMessengerLayer(true)
  return session
}

const launchData = (telegramUserId: number, signedAtMs = Date.now()) =>
  signInitData(
    { user: { id: telegramUserId, first_name: 'Test' }, signature: 'sig' },
    DEFAULT_CONFIG.telegramBotToken,
    signedAtMs,
  )

describe('signing in with Telegram launch data (docs/product.md §4)', () => {
  it('signs in the Telegram user linked to an account, without a password', async () => {
    const store = newSession()
    const outcome = await signInWithTelegram(store, await launchData(LINKED_TELEGRAM_ID), LINKED_TELEGRAM_ID)
    expect(outcome).toEqual({ status: 'signed-in', created: false })
    expect(store.getState()).toMatchObject({
      isSignedIn: true,
      account: { telegramUserId: LINKED_TELEGRAM_ID },
    })
    expect(calls).toEqual(['telegram/authenticate'])
  })

  it('creates an account for a new Telegram user, then signs in (the in-session-registration flag is set)', async () => {
    const store = newSession()
    const outcome = await signInWithTelegram(store, await launchData(5550100), 5550100)
    expect(outcome).toEqual({ status: 'signed-in', created: true })
    expect(calls).toEqual(['telegram/authenticate', 'telegram/create', 'telegram/authenticate'])
    // In the messenger layer a userId alone signs in: the new account has no e-mail.
    expect(store.getState()).toMatchObject({
      isSignedIn: true,
      account: { email: null, telegramUserId: 5550100 },
    })
    expect(registeredInSession()).toBe(true)
  })

  it('reports tampered and stale launch data as rejected, never as a guest session', async () => {
    const store = newSession()
    const tampered = (await launchData(LINKED_TELEGRAM_ID)).replace('Test', 'Mallory')
    expect(await signInWithTelegram(store, tampered, LINKED_TELEGRAM_ID)).toMatchObject({
      status: 'rejected',
      error: { code: 'ERR_VALIDATION' },
    })
    const stale = await launchData(LINKED_TELEGRAM_ID, Date.now() - 2 * 3_600_000)
    expect(await signInWithTelegram(store, stale, LINKED_TELEGRAM_ID)).toMatchObject({
      status: 'rejected',
      error: { code: 'ERR_TELEGRAM_INIT_DATA_EXPIRED' },
    })
    expect(store.getState().isSignedIn).toBe(false)
  })

  it("ends another Telegram user's session, even when this launch is refused", async () => {
    const store = newSession()
    await signInWithTelegram(store, await launchData(LINKED_TELEGRAM_ID), LINKED_TELEGRAM_ID)
    const tampered = (await launchData(5550103)).replace('Test', 'Mallory')
    expect(await signInWithTelegram(store, tampered, 5550103)).toMatchObject({ status: 'rejected' })
    expect(store.getState()).toMatchObject({ isSignedIn: false, account: null })
  })

  it('reports any other failure (the login dialog opens for it)', async () => {
    network.world.controls.failNext('createTelegramUser', 'http500')
    const outcome = await signInWithTelegram(newSession(), await launchData(5550101), 5550101)
    expect(outcome).toMatchObject({ status: 'failed', error: { code: 'ERR_INTERNAL_SERVER_ERROR' } })
  })

  it("keeps an open session of the same Telegram user (a reload) and an e-mail account's session", async () => {
    const store = newSession()
    await signInWithTelegram(store, await launchData(LINKED_TELEGRAM_ID), LINKED_TELEGRAM_ID)
    calls.length = 0
    expect(await signInWithTelegram(store, await launchData(LINKED_TELEGRAM_ID), LINKED_TELEGRAM_ID)).toEqual(
      {
        status: 'signed-in',
        created: false,
      },
    )

    const { data } = await authenticateLocal({
      body: { email: 'demo@example.com', password: 'demo-pass-1', browserFingerprint: 'fp' },
      throwOnError: true,
    })
    store.setAccount(data)
    expect(await signInWithTelegram(store, await launchData(5550102), 5550102)).toEqual({
      status: 'kept-session',
    })
    expect(calls).toEqual([])
  })
})

// @vitest-environment jsdom
import {
  getAccountDataOptions,
  getAccountDataQueryKey,
  getKycStatusQueryKey,
} from '@sdk/gen/api/@tanstack/react-query.gen'
import { authenticateLocal, logout } from '@sdk/gen/api/sdk.gen'
import type { AccountData } from '@sdk/gen/api/types.gen'
import { operations } from '@sdk/operations.gen'
import { QueryClient } from '@tanstack/react-query'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import {
  ACCOUNT_REFRESH_THRESHOLD_MS,
  ACCOUNT_STORAGE_KEY,
  IN_SESSION_REGISTRATION_STORAGE_KEY,
} from '@/config/constants'
import { readTab, writeTab } from '@/lib/tab-storage'
import { setupSdkTestNetwork } from '@/test/sdk-test-network'
import { createSessionStore, type SessionEndReason, type SessionStore } from './session-store'
import { userQueryKeys } from './user-queries'

const network = setupSdkTestNetwork()
let queryClient: QueryClient
let store: SessionStore | undefined
let clock = 1_750_000_000_000
const accountCalls: string[] = []

const demo: AccountData = {
  userId: 1001,
  email: 'demo@example.com',
  permissions: ['USER'],
  adminPermissionsScope: [],
  telegramUserId: null,
}

beforeAll(() => {
  network.server.events.on('request:start', ({ request }) => {
    if (new URL(request.url).pathname === operations.getAccountData.path) accountCalls.push(request.method)
  })
})
beforeEach(() => {
  queryClient = new QueryClient()
  accountCalls.length = 0
})
afterEach(async () => {
  store?.dispose()
  store = undefined
  // In jsdom MSW also keeps the session cookie in its own store (mocks/handlers/respond.ts): sign out.
  await logout()
  localStorage.clear()
  sessionStorage.clear()
})

/** What a user leaves in this tab besides the account: an order's details, a mutation, a draft, the registration flag. */
function leaveTraces() {
  queryClient.setQueryData(getKycStatusQueryKey(), { status: 'PASS' })
  queryClient.setQueryData(['getOrder', 'ord_1'], { orderId: 'ord_1', destinationAddress: 'TQn9Y2kh' })
  queryClient.getMutationCache().build(queryClient, { mutationKey: ['createOrder'] }).state.variables = {
    refundAddress: 'TQn9Y2kh',
  }
  writeTab('exchange-order-draft', { destination: { address: 'TQn9Y2kh' } })
  sessionStorage.setItem(IN_SESSION_REGISTRATION_STORAGE_KEY, 'true')
}

/** Whether anything of leaveTraces is still in this tab. */
const traces = () => ({
  kyc: queryClient.getQueryData(getKycStatusQueryKey()) !== undefined,
  order: queryClient.getQueryData(['getOrder', 'ord_1']) !== undefined,
  mutations: queryClient.getMutationCache().getAll().length,
  draft: readTab('exchange-order-draft') !== null,
  registered: sessionStorage.getItem(IN_SESSION_REGISTRATION_STORAGE_KEY) !== null,
})
const NONE = { kyc: false, order: false, mutations: 0, draft: false, registered: false }
const ALL = { kyc: true, order: true, mutations: 1, draft: true, registered: true }

const createStore = () => {
  store = createSessionStore({ queryClient, sdkEvents: network.sdk.events, now: () => clock })
  return store
}

const remember = (account: AccountData, fetchedAt: number) =>
  localStorage.setItem(ACCOUNT_STORAGE_KEY, JSON.stringify({ account, fetchedAt }))

async function signInAs(email: string, password: string) {
  await authenticateLocal({
    body: { email, password, browserFingerprint: 'fp-session-test' },
    throwOnError: true,
  })
}

describe('the session store', () => {
  it('starts as a guest without stored data', () => {
    const state = createStore().getState()
    expect(state).toMatchObject({ account: null, isSignedIn: false, trackingUserType: 'guest' })
  })

  it('restores the stored account with its fetch time and shows it to react-query', () => {
    remember(demo, clock - 60_000)
    const state = createStore().getState()
    expect(state).toMatchObject({
      isSignedIn: true,
      trackingUserType: 'authorized',
      fetchedAt: clock - 60_000,
    })
    expect(queryClient.getQueryData(getAccountDataQueryKey())).toEqual(demo)
  })

  it('drops a broken stored entry', () => {
    localStorage.setItem(ACCOUNT_STORAGE_KEY, '{"account":{"userId":"x"}}')
    expect(createStore().getState().isSignedIn).toBe(false)
    expect(localStorage.getItem(ACCOUNT_STORAGE_KEY)).toBeNull()
  })

  it('signs in a messenger user without e-mail only in the messenger layer', () => {
    remember({ ...demo, email: null }, clock)
    const session = createStore()
    expect(session.getState().isSignedIn).toBe(false)
    session.setMessengerLayer(true)
    expect(session.getState()).toMatchObject({ isSignedIn: true, messengerLayer: true })
  })

  it('flags an admin after fetching the account data', async () => {
    await signInAs('admin@example.com', 'admin-pass-1')
    const session = createStore()
    const account = await session.refresh()
    expect(account.permissions).toContain('ADMIN')
    expect(session.getState()).toMatchObject({
      isSignedIn: true,
      hasAdminPermissions: true,
      fetchedAt: clock,
    })
    expect(JSON.parse(localStorage.getItem(ACCOUNT_STORAGE_KEY) ?? '{}')).toEqual({
      account,
      fetchedAt: clock,
    })
  })

  it('does not refetch fresh data, refetches after 15 minutes and before every profile page', async () => {
    await signInAs('demo@example.com', 'demo-pass-1')
    remember(demo, clock)
    const session = createStore()

    await session.refreshIfStale('/blog')
    expect(accountCalls).toHaveLength(0)

    clock += ACCOUNT_REFRESH_THRESHOLD_MS
    await session.refreshIfStale('/blog')
    expect(accountCalls).toHaveLength(0)

    clock += 1
    await session.refreshIfStale('/blog')
    expect(accountCalls).toHaveLength(1)
    expect(session.getState().fetchedAt).toBe(clock)

    await session.refreshIfStale('/blog')
    expect(accountCalls).toHaveLength(1)
    await session.refreshIfStale('/profile/wallet')
    expect(accountCalls).toHaveLength(2)
  })

  it('lets navigations wait for a sign-in started outside them (the messenger layer)', async () => {
    const session = createStore()
    let finish = () => {}
    session.waitForSignIn(new Promise<void>((resolve) => (finish = resolve)))
    let refreshed = false
    const navigation = session.refreshIfStale('/profile/info').then(() => (refreshed = true))
    await new Promise((resolve) => setTimeout(resolve, 10))
    expect(refreshed).toBe(false)
    finish()
    await navigation
    expect(refreshed).toBe(true)
    // A failed sign-in lets navigations go on too.
    session.waitForSignIn(Promise.reject(new Error('offline')))
    await session.refreshIfStale('/')
  })

  it('never fetches for a guest', async () => {
    await createStore().refreshIfStale('/profile/info')
    expect(accountCalls).toHaveLength(0)
  })

  it('is reset when the SDK loses the session (401 on the refresh): storage, queries, listeners', async () => {
    remember(demo, clock - ACCOUNT_REFRESH_THRESHOLD_MS - 1)
    const session = createStore()
    queryClient.setQueryData(getKycStatusQueryKey(), { status: 'PASS' })
    const ended: SessionEndReason[] = []
    session.onEnd((reason) => ended.push(reason))

    await session.refreshIfStale('/') // no cookies: the account-data call answers 401
    expect(accountCalls).toHaveLength(1)
    expect(session.getState()).toMatchObject({ isSignedIn: false, account: null, trackingUserType: 'guest' })
    expect(localStorage.getItem(ACCOUNT_STORAGE_KEY)).toBeNull()
    expect(queryClient.getQueryData(getAccountDataQueryKey())).toBeUndefined()
    expect(queryClient.getQueryData(getKycStatusQueryKey())).toBeUndefined()
    expect(ended).toEqual(['session-reset'])
  })

  it('clears on a sessionReset event from any call', () => {
    remember(demo, clock)
    const session = createStore()
    network.sdk.events.emit('sessionReset', { reason: 'refresh-failed', operationId: 'listApiKeys' })
    expect(session.getState().isSignedIn).toBe(false)
  })

  it('logout clears account and verification data', () => {
    remember(demo, clock)
    const session = createStore()
    queryClient.setQueryData(getKycStatusQueryKey(), { status: 'PASS' })
    const ended: SessionEndReason[] = []
    session.onEnd((reason) => ended.push(reason))
    session.clear('logout')
    expect(session.getState().account).toBeNull()
    expect(localStorage.getItem(ACCOUNT_STORAGE_KEY)).toBeNull()
    expect(queryClient.getQueryData(getAccountDataQueryKey())).toBeUndefined()
    expect(queryClient.getQueryData(getKycStatusQueryKey())).toBeUndefined()
    expect(ended).toEqual(['logout'])
  })

  it('follows another tab signing out, and forgets all the user left in this one', () => {
    remember(demo, clock)
    const session = createStore()
    leaveTraces()
    localStorage.removeItem(ACCOUNT_STORAGE_KEY)
    window.dispatchEvent(new StorageEvent('storage', { key: ACCOUNT_STORAGE_KEY }))
    expect(session.getState().isSignedIn).toBe(false)
    expect(traces()).toEqual(NONE)
  })

  it('forgets all the user left in this tab on logout: queries, mutations, drafts', () => {
    remember(demo, clock)
    const session = createStore()
    leaveTraces()
    expect(traces()).toEqual(ALL)
    session.clear('logout')
    expect(traces()).toEqual(NONE)
  })

  it('forgets the last user when another tab signs in as someone else, and only then', () => {
    remember(demo, clock)
    const session = createStore()
    leaveTraces()
    // The same user's data fetched again in another tab: nothing is forgotten.
    remember(demo, clock + 1)
    window.dispatchEvent(new StorageEvent('storage', { key: ACCOUNT_STORAGE_KEY }))
    expect(traces()).toEqual(ALL)
    const other: AccountData = { ...demo, userId: 1002, email: 'other@example.com' }
    remember(other, clock + 2)
    window.dispatchEvent(new StorageEvent('storage', { key: ACCOUNT_STORAGE_KEY }))
    expect(session.getState().account).toEqual(other)
    expect(queryClient.getQueryData(getAccountDataQueryKey())).toEqual(other)
    expect(traces()).toEqual(NONE)
  })

  it("keeps a guest's drafts when a call of theirs loses a session they never had", () => {
    createStore()
    writeTab('exchange-order-draft', { destination: { address: 'TQn9Y2kh' } })
    network.sdk.events.emit('sessionReset', { reason: 'unauthorized', operationId: 'listApiKeys' })
    expect(readTab('exchange-order-draft')).not.toBeNull()
  })

  it('takes account data fetched by anyone through the generated options', async () => {
    await signInAs('new@example.com', 'new-pass-1')
    const session = createStore()
    await queryClient.fetchQuery(getAccountDataOptions())
    await vi.waitFor(() => expect(session.getState().isSignedIn).toBe(true))
    expect(session.getState().account?.email).toBe('new@example.com')
  })
})

describe('the user queries cleared at logout', () => {
  it('cover every signed-in GET operation of the contract', () => {
    const secured = Object.entries(operations)
      .filter(([, operation]) => operation.secured && operation.method === 'GET')
      .map(([id]) => id)
      .sort()
    const covered = userQueryKeys()
      .map((key) => key[0]._id)
      .sort()
    expect(covered).toEqual(secured)
  })
})

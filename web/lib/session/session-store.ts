import { getAccountDataOptions, getAccountDataQueryKey } from '@sdk/gen/api/@tanstack/react-query.gen'
import type { AccountData } from '@sdk/gen/api/types.gen'
import type { SdkEvents } from '@sdk/runtime/sdk-events'
import { matchQuery, type QueryClient } from '@tanstack/react-query'
import { ACCOUNT_STORAGE_KEY } from '@/config/constants'
import {
  hasAdminPermissions,
  isSignedInAccount,
  needsAccountRefresh,
  type TrackingUserType,
} from './account-rules'
import {
  defaultStorage,
  readStoredAccount,
  removeStoredAccount,
  type StoredAccount,
  writeStoredAccount,
} from './account-storage'
import { forgetUser } from './forget-user'
import { removeUserQueries } from './user-queries'

/** A new object on every change, for useSyncExternalStore. */
export interface SessionState {
  account: AccountData | null
  fetchedAt: number | null
  /** Inside the Telegram mini-app a userId alone signs in and no SEO texts are loaded. */
  messengerLayer: boolean
  isSignedIn: boolean
  hasAdminPermissions: boolean
  trackingUserType: TrackingUserType
}

export type SessionEndReason = 'logout' | 'session-reset' | 'other-tab'

export interface SessionStore {
  getState(): SessionState
  subscribe(listener: () => void): () => void
  isSignedIn(): boolean
  setMessengerLayer(on: boolean): void
  setAccount(account: AccountData, fetchedAt?: number): void
  refresh(): Promise<AccountData>
  /** Never rejects (a failed refresh keeps the old data); waits for a pending sign-in so route guards see its outcome. */
  refreshIfStale(pathname: string): Promise<void>
  /** A sign-in started outside a navigation (the Telegram start-up): navigations wait for it before reading the session. */
  waitForSignIn(task: Promise<unknown>): void
  clear(reason: SessionEndReason): void
  onEnd(listener: (reason: SessionEndReason) => void): () => void
  dispose(): void
}

export interface SessionStoreOptions {
  queryClient: QueryClient
  sdkEvents: SdkEvents
  storage?: Storage | null
  now?: () => number
}

function snapshot(stored: StoredAccount | null, messengerLayer: boolean): SessionState {
  // One object for every guest on the web, so hydration re-renders nothing (useSyncExternalStore compares by identity).
  if (stored === null && !messengerLayer) return GUEST_SESSION
  return state(stored, messengerLayer)
}

function state(stored: StoredAccount | null, messengerLayer: boolean): SessionState {
  const account = stored?.account ?? null
  const signedIn = isSignedInAccount(account, messengerLayer)
  return {
    account,
    fetchedAt: stored?.fetchedAt ?? null,
    messengerLayer,
    isSignedIn: signedIn,
    hasAdminPermissions: hasAdminPermissions(account),
    trackingUserType: signedIn ? 'authorized' : 'guest',
  }
}

export const GUEST_SESSION: SessionState = state(null, false)

/** The session, mirrored into the query cache under the generated getAccountData key so the two never disagree. */
export function createSessionStore(options: SessionStoreOptions): SessionStore {
  const { queryClient, sdkEvents } = options
  const storage = options.storage === undefined ? defaultStorage() : options.storage
  const now = options.now ?? Date.now
  const listeners = new Set<() => void>()
  const endListeners = new Set<(reason: SessionEndReason) => void>()

  let stored = readStoredAccount(storage)
  let messengerLayer = false
  let state = snapshot(stored, messengerLayer)

  const publish = () => {
    state = snapshot(stored, messengerLayer)
    for (const listener of listeners) listener()
  }

  const accountKey = () => getAccountDataQueryKey()

  function keep(account: AccountData, fetchedAt: number) {
    if (stored && stored.account.userId !== account.userId) forgetUser(queryClient)
    stored = { account, fetchedAt }
    writeStoredAccount(storage, stored)
    if (queryClient.getQueryData(accountKey()) !== account) {
      queryClient.setQueryData(accountKey(), account, { updatedAt: fetchedAt })
    }
    publish()
  }

  function clear(reason: SessionEndReason) {
    const hadAccount = stored !== null
    stored = null
    if (reason !== 'other-tab') removeStoredAccount(storage)
    // A guest's drafts stay.
    if (hadAccount) forgetUser(queryClient)
    else removeUserQueries(queryClient)
    publish()
    if (hadAccount) for (const listener of endListeners) listener(reason)
  }

  if (stored) queryClient.setQueryData(accountKey(), stored.account, { updatedAt: stored.fetchedAt })

  const unsubscribeCache = queryClient.getQueryCache().subscribe((event) => {
    if (event.type !== 'updated' || event.action.type !== 'success') return
    if (!matchQuery({ queryKey: accountKey(), exact: true }, event.query)) return
    // Listeners run after the fact: a query removed since no longer counts.
    const data = queryClient.getQueryData<AccountData>(accountKey())
    if (data && data === event.query.state.data && data !== stored?.account) keep(data, now())
  })

  const unsubscribeReset = sdkEvents.on('sessionReset', () => clear('session-reset'))
  const unsubscribeRefreshed = sdkEvents.on('sessionRefreshed', () => {
    if (state.isSignedIn) store.refresh().catch(() => {})
  })
  const unsubscribeSdk = () => {
    unsubscribeReset()
    unsubscribeRefreshed()
  }

  const onStorage = (event: StorageEvent) => {
    if (event.key !== ACCOUNT_STORAGE_KEY && event.key !== null) return
    const next = readStoredAccount(storage)
    if (next) keep(next.account, next.fetchedAt)
    else if (stored) clear('other-tab')
  }
  globalThis.addEventListener?.('storage', onStorage)

  let inFlight: Promise<AccountData> | null = null
  let signingIn: Promise<void> | null = null

  const store: SessionStore = {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    isSignedIn: () => state.isSignedIn,
    setMessengerLayer(on) {
      if (on === messengerLayer) return
      messengerLayer = on
      publish()
    },
    setAccount(account, fetchedAt = now()) {
      keep(account, fetchedAt)
    },
    refresh() {
      inFlight ??= queryClient
        .fetchQuery({ ...getAccountDataOptions(), staleTime: 0 })
        .then((account) => {
          // Stamped even when the data did not change: the cache listener skips an unchanged object.
          keep(account, now())
          return account
        })
        .finally(() => {
          inFlight = null
        })
      return inFlight
    },
    waitForSignIn(task) {
      const settled: Promise<void> = task.then(
        () => {},
        () => {},
      )
      signingIn = settled
      void settled.then(() => {
        if (signingIn === settled) signingIn = null
      })
    },
    async refreshIfStale(pathname) {
      if (signingIn) await signingIn
      const due = needsAccountRefresh({
        signedIn: state.isSignedIn,
        fetchedAt: state.fetchedAt,
        pathname,
        now: now(),
      })
      if (!due) return
      try {
        await store.refresh()
      } catch {
        // A lost session was already cleared through sessionReset; other failures keep the data for the next navigation.
      }
    },
    clear,
    onEnd(listener) {
      endListeners.add(listener)
      return () => endListeners.delete(listener)
    },
    dispose() {
      unsubscribeCache()
      unsubscribeSdk()
      globalThis.removeEventListener?.('storage', onStorage)
      listeners.clear()
      endListeners.clear()
    },
  }
  return store
}

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

/** One immutable snapshot of the session (a new object on every change, for useSyncExternalStore). */
export interface SessionState {
  /** Spec docs/product.md §3 Account data: userId, email, permissions, adminPermissionsScope (null for a guest). */
  account: AccountData | null
  /** When the account data was last fetched (epoch ms), null for a guest. */
  fetchedAt: number | null
  /**
   * Inside the messenger (Telegram mini-app, docs/product.md §1 "messenger layer"), the app's one source of this flag: a
   * userId alone signs in (docs/product.md §4), and no SEO texts are loaded (§2 rule 5). Set by the Telegram feature.
   */
  messengerLayer: boolean
  /** Spec docs/product.md §4 "Signed in". */
  isSignedIn: boolean
  /** Spec docs/product.md §6: permissions include ADMIN. */
  hasAdminPermissions: boolean
  /** Spec docs/product.md §6: guests are tracked as guest. */
  trackingUserType: TrackingUserType
}

/** Why a session ended: the user logged out, the SDK lost the session (401 / failed 418), or another tab did. */
export type SessionEndReason = 'logout' | 'session-reset' | 'other-tab'

export interface SessionStore {
  getState(): SessionState
  subscribe(listener: () => void): () => void
  isSignedIn(): boolean
  setMessengerLayer(on: boolean): void
  /** Keeps account data (a sign-in answer or a fetch), stamped with the fetch time. */
  setAccount(account: AccountData, fetchedAt?: number): void
  /** Fetches the account data now (GET account-data). Rejects with the SDK's ApiError. */
  refresh(): Promise<AccountData>
  /**
   * Spec docs/product.md §2 rule 2 for a navigation to `pathname`; never rejects (a failed refresh keeps the old data). Waits first
   * for a sign-in handed to waitForSignIn, so the route guards see its outcome.
   */
  refreshIfStale(pathname: string): Promise<void>
  /**
   * A sign-in that started outside a navigation (the messenger layer signs in with Telegram's launch data at
   * start-up): navigations wait for it before their rules and guards read the session. Its failure is the caller's.
   */
  waitForSignIn(task: Promise<unknown>): void
  /** Clears account and verification data (docs/product.md §4 Logout, §6 session reset), and all else of the user (forget-user.ts). */
  clear(reason: SessionEndReason): void
  /** Called after a signed-in session ended, with the reason. */
  onEnd(listener: (reason: SessionEndReason) => void): () => void
  /** Stops listening to the SDK, the query cache and other tabs (tests). */
  dispose(): void
}

export interface SessionStoreOptions {
  queryClient: QueryClient
  sdkEvents: SdkEvents
  /** Where the account data is kept (default: localStorage). */
  storage?: Storage | null
  now?: () => number
}

function snapshot(stored: StoredAccount | null, messengerLayer: boolean): SessionState {
  // A guest on the web is always the one object the server render shows, so that hydrating a page renders nothing
  // again for most visitors (useSyncExternalStore compares the two snapshots by identity).
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

/** A guest on the web: what a server render shows (lib/session/use-session.ts). */
export const GUEST_SESSION: SessionState = state(null, false)

/**
 * The session: the account data kept in local storage, mirrored into react-query under the generated
 * getAccountData key (so `useQuery(getAccountDataOptions())` and this store never disagree), cleared when the
 * SDK reports a lost session. Created once in main.tsx and handed to routes through the router context.
 */
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
    // Another user signed in (in this tab, or another tab's sign-in reached this one): the last one's data goes.
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
    // A guest has nothing of a user's to forget beyond stray user queries (a guest's drafts stay).
    if (hadAccount) forgetUser(queryClient)
    else removeUserQueries(queryClient)
    publish()
    if (hadAccount) for (const listener of endListeners) listener(reason)
  }

  // A restored session is visible to react-query at once, with its real age.
  if (stored) queryClient.setQueryData(accountKey(), stored.account, { updatedAt: stored.fetchedAt })

  // Whoever fetches the account data through the generated options updates the session too.
  const unsubscribeCache = queryClient.getQueryCache().subscribe((event) => {
    if (event.type !== 'updated' || event.action.type !== 'success') return
    if (!matchQuery({ queryKey: accountKey(), exact: true }, event.query)) return
    // Listeners run after the fact: a query removed since (logout, reset) no longer counts.
    const data = queryClient.getQueryData<AccountData>(accountKey())
    if (data && data === event.query.state.data && data !== stored?.account) keep(data, now())
  })

  // docs/product.md §6: a 401, or a 418 whose token refresh failed, resets the session.
  const unsubscribeReset = sdkEvents.on('sessionReset', () => clear('session-reset'))
  // Spec docs/product.md §6: a 418 triggers a token refresh and a refetch of the account data.
  const unsubscribeRefreshed = sdkEvents.on('sessionRefreshed', () => {
    if (state.isSignedIn) store.refresh().catch(() => {})
  })
  const unsubscribeSdk = () => {
    unsubscribeReset()
    unsubscribeRefreshed()
  }

  // Another tab signed in or out, or in as another user: follow it (the storage event reaches every other tab).
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
          // Stamped here even when the data did not change (the cache listener skips an unchanged object).
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
        // A lost session was already cleared through sessionReset; any other failure (offline, 5xx) keeps the
        // data we have, and the next navigation tries again.
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

import { authenticateTelegram, createTelegramUser, logout } from '@sdk/gen/api/sdk.gen'
import type { AccountData } from '@sdk/gen/api/types.gen'
import { isOperationError } from '@sdk/runtime/api-error'
import { markRegisteredInSession } from '@/lib/session/registration-flag'
import type { SessionStore } from '@/lib/session/session-store'
import { browserFingerprint } from '@/lib/session/visitor-ids'

export type TelegramSignIn =
  | { status: 'signed-in'; created: boolean }
  | { status: 'kept-session' }
  | { status: 'rejected'; error: unknown }
  | { status: 'failed'; error: unknown }

/** What the server says of launch data it refuses: tampered, older than an hour, or another browser's. */
const REFUSED_LAUNCH_DATA = new Set([
  'ERR_VALIDATION',
  'ERR_TELEGRAM_INIT_DATA_EXPIRED',
  'ERR_TELEGRAM_INIT_DATA_REPLAYED',
])

/** The server refused the launch data itself (a new launch from Telegram is the way on). */
const isRejected = (error: unknown): boolean =>
  (isOperationError(error, 'authenticateTelegram') || isOperationError(error, 'createTelegramUser')) &&
  REFUSED_LAUNCH_DATA.has(error.code)

/** No account is linked to this Telegram user yet. */
const isUnknownUser = (error: unknown): boolean =>
  isOperationError(error, 'authenticateTelegram') && error.code === 'ERR_NOT_FOUND'

/** telegram/authenticate, then the account data (the sign-in answer stands if only that fetch fails). */
async function authenticate(session: SessionStore, initData: string): Promise<AccountData> {
  // The server binds the session to the browser fingerprint cookie (u_id), which the token refresh sends later.
  await browserFingerprint()
  const { data } = await authenticateTelegram({ body: { initData }, throwOnError: true })
  session.setAccount(data)
  try {
    return await session.refresh()
  } catch {
    return data
  }
}

/**
 * The messenger layer's sign-in (docs/product.md §1, §4): sign in with the raw launch data; with no account yet,
 * create one (telegram/create, then the in-session-registration flag, docs/product.md §4 Registration) and sign in.
 */
export async function signInWithTelegram(
  session: SessionStore,
  initData: string,
  telegramUserId: number | null,
): Promise<TelegramSignIn> {
  const { account, isSignedIn } = session.getState()
  if (account && isSignedIn) {
    if (account.telegramUserId === telegramUserId) return { status: 'signed-in', created: false }
    if ((account.telegramUserId ?? null) === null) return { status: 'kept-session' }
    // Another Telegram user's session (a shared device): it ends first, so a refused launch is never signed in.
    await logout()
    session.clear('session-reset')
  }
  try {
    await authenticate(session, initData)
    return { status: 'signed-in', created: false }
  } catch (error) {
    if (isRejected(error)) return { status: 'rejected', error }
    if (!isUnknownUser(error)) return { status: 'failed', error }
  }
  try {
    await createTelegramUser({ body: { initData }, throwOnError: true })
    markRegisteredInSession()
    await authenticate(session, initData)
    return { status: 'signed-in', created: true }
  } catch (error) {
    return isRejected(error) ? { status: 'rejected', error } : { status: 'failed', error }
  }
}

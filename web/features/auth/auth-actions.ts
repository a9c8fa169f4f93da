import { authenticateLocal, createLocalUser, requestPasswordReset, resetPassword } from '@sdk/gen/api/sdk.gen'
import type { AccountData, LocalCreateRequest } from '@sdk/gen/api/types.gen'
import { isOperationError } from '@sdk/runtime/api-error'
import { REFERRAL_COOKIE_NAME } from '@/config/constants'
import { env } from '@/config/env'
import { deleteCookie } from '@/lib/cookies'
import { markRegisteredInSession } from '@/lib/session/registration-flag'
import type { SessionStore } from '@/lib/session/session-store'
import { browserFingerprint, referralIdToSend } from '@/lib/session/visitor-ids'
import { normalizeEmail } from './forms/auth-validators'

export type Credentials = { email: string; password: string }

/**
 * Signs in (POST local/authenticate), keeps the answer as the account data and then fetches the account data, as
 * the contract asks after every sign-in. If only that fetch fails, the sign-in answer stands.
 */
export async function signIn(session: SessionStore, credentials: Credentials): Promise<AccountData> {
  const { data } = await authenticateLocal({
    body: {
      email: normalizeEmail(credentials.email),
      password: credentials.password,
      browserFingerprint: await browserFingerprint(),
    },
    throwOnError: true,
  })
  session.setAccount(data)
  try {
    return await session.refresh()
  } catch {
    return data
  }
}

/** docs/product.md §8 "ERR_NOT_FOUND with a referrerAffiliateId message". */
function isUnknownReferrer(error: unknown): boolean {
  return (
    isOperationError(error, 'createLocalUser') &&
    error.code === 'ERR_NOT_FOUND' &&
    (error.field === 'referrerAffiliateId' || /referrerAffiliateId/i.test(error.message))
  )
}

/**
 * docs/product.md §4 Registration: creates the account (with the referral id when §6 allows it; an unknown one clears the
 * referralID cookie, docs/product.md §8, and the registration is sent again without it), sets the in-session-registration flag,
 * then signs in and fetches the account data.
 */
export async function register(
  session: SessionStore,
  credentials: Credentials,
  configuredReferralId: string = env.referralId,
): Promise<AccountData> {
  const body: LocalCreateRequest = {
    email: normalizeEmail(credentials.email),
    password: credentials.password,
    browserFingerprint: await browserFingerprint(),
  }
  const referrerAffiliateId = referralIdToSend(session.isSignedIn(), configuredReferralId)
  try {
    await createLocalUser({
      body: referrerAffiliateId ? { ...body, referrerAffiliateId } : body,
      throwOnError: true,
    })
  } catch (error) {
    if (!referrerAffiliateId || !isUnknownReferrer(error)) throw error
    deleteCookie(REFERRAL_COOKIE_NAME)
    await createLocalUser({ body, throwOnError: true })
  }
  markRegisteredInSession()
  return signIn(session, credentials)
}

/** Asks for a password reset code by e-mail (docs/product.md §4: the new-password dialog opens next). */
export async function sendResetCode(email: string): Promise<void> {
  await requestPasswordReset({ body: { email: normalizeEmail(email) }, throwOnError: true })
}

/** Sets a new password with the code from the e-mail (docs/product.md §4: the login dialog opens next). */
export async function setNewPassword(values: {
  email: string
  password: string
  resetCode: string
}): Promise<void> {
  await resetPassword({
    body: {
      email: normalizeEmail(values.email),
      password: values.password,
      resetCode: values.resetCode.trim(),
    },
    throwOnError: true,
  })
}

import {
  cardProviderSignIn,
  cardProviderSignUp,
  getCardProviderContacts,
  getCardProviderKycAccessToken,
  getCardProviderKycStatus,
} from '@sdk/gen/api/sdk.gen'
import type { CardProviderKycFeatureStatus, CardProviderKycStatus } from '@sdk/gen/api/types.gen'
import { isApiError } from '@sdk/runtime/api-error'
import { CARD_PROVIDER_KYC_FEATURE, KYC_POLL_INTERVAL_MS, KYC_POLL_MAX_TRIES } from '@/config/constants'
import { type PollOptions, pollUntil } from './poll'

/** Where the identity check stands, for the redirect modal. */
export type KycStep =
  /** Signing up and in at the card provider. */
  | { kind: 'provider-account' }
  /** Waiting for the user to confirm the provider's e-mail. */
  | { kind: 'confirm-email'; email: string }
  /** The provider's KYC form is open (its tokens open it); waiting for the provider to finish the check. */
  | { kind: 'identity-check'; kycAccessToken: string; applicantId: string; bearerToken: string }

/** The card provider ended the identity check as failed. */
export class KycRejectedError extends Error {
  override readonly name = 'KycRejectedError'
  constructor() {
    super('the card provider rejected the identity check')
  }
}

export interface KycFlowOptions {
  /** The account e-mail (docs/product.md §6: fiat needs a registered user with an e-mail). */
  email: string
  onStep: (step: KycStep) => void
  /** Ends the flow (the user closed the modal): every wait and call stops with the signal's reason. */
  signal?: AbortSignal
  /** Polling: docs/product.md §9 "every 5 s, up to 1000 tries" unless a test says otherwise. */
  poll?: Partial<Omit<PollOptions, 'signal' | 'onPending'>>
}

const featureStatus = (status: CardProviderKycStatus): CardProviderKycFeatureStatus =>
  status.features.find((entry) => entry.feature === CARD_PROVIDER_KYC_FEATURE)?.status ?? 'not_started'

/**
 * The KYC part of the fiat flow (docs/product.md §4 "Fiat flow", §7 card payment provider user calls, §8): sign up at
 * the card provider ('Email already registered' is tolerated), sign in (the bearer token), poll the contacts until
 * the e-mail is confirmed, check the crypto KYC feature and, unless it is complete, get the KYC access token, show
 * the form and poll until the provider has decided.
 */
export async function runKycFlow({ email, onStep, signal, poll = {} }: KycFlowOptions): Promise<void> {
  const polling = { intervalMs: KYC_POLL_INTERVAL_MS, maxTries: KYC_POLL_MAX_TRIES, ...poll, signal }
  onStep({ kind: 'provider-account' })
  try {
    await cardProviderSignUp({ body: { accept: true, email }, signal, throwOnError: true })
  } catch (error) {
    if (!(isApiError(error) && error.code === 'ERR_USER_ALREADY_REGISTERED')) throw error
  }
  const { data: session } = await cardProviderSignIn({ body: { email }, signal, throwOnError: true })

  await pollUntil(
    async () => (await getCardProviderContacts({ signal, throwOnError: true })).data,
    (contacts) => contacts.emailStatus === 'confirmed',
    { ...polling, onPending: () => onStep({ kind: 'confirm-email', email }) },
  )

  const readStatus = async () => (await getCardProviderKycStatus({ signal, throwOnError: true })).data
  if (featureStatus(await readStatus()) === 'complete') return

  const { data: token } = await getCardProviderKycAccessToken({
    query: { feature: CARD_PROVIDER_KYC_FEATURE },
    signal,
    throwOnError: true,
  })
  onStep({ kind: 'identity-check', ...token, bearerToken: session.bearerToken })
  const decided = await pollUntil(
    readStatus,
    (status) => ['complete', 'failed'].includes(featureStatus(status)),
    polling,
  )
  if (featureStatus(decided) !== 'complete') throw new KycRejectedError()
}

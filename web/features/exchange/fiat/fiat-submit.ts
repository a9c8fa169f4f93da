import { kycFlowErrorMessage } from '@/lib/error-message'
import type { AuthDialogApi } from '@/lib/session/auth-dialog-context'
import { m } from '@/paraglide/messages.js'
import { feedbackOutcome, type SubmitOutcome } from '../submit/submit-outcome'
import type { RegisterExchangeCall } from './exchange-request'
import type { KycResult } from './use-kyc-flow'

/** What the fiat steps of the submit need from the page. */
export interface FiatSubmitDeps {
  account: { signedIn: boolean; email: string | null }
  dialogs: Pick<AuthDialogApi, 'openRegister'>
  /** Runs the identity check in the redirect modal (use-kyc-flow.ts). */
  verifyIdentity: (email: string) => Promise<KycResult>
  /** Registers the account layer's exchange request (exchange-request.ts). */
  registerExchange: RegisterExchangeCall
}

/**
 * docs/product.md §4 "Fiat flow … requires login (otherwise the register dialog) and an account e-mail", §6
 * "Fiat buy needs a registered user with e-mail".
 */
export function fiatAccountEmail(typedEmail: string, deps: FiatSubmitDeps): string | SubmitOutcome {
  if (!deps.account.signedIn) {
    deps.dialogs.openRegister({ email: typedEmail.trim() || undefined })
    return { kind: 'sign-in-needed' }
  }
  return deps.account.email ?? feedbackOutcome('notice', m.exchange_fiat_email_needed())
}

/**
 * The KYC flow before a fiat order at or above noKycThreshold, or after 'KYC verification needed.' (docs/product.md §8): null once
 * the identity check is complete; otherwise what to say (the user stopped it: a notice; it failed: error_kyc_flow).
 */
export async function verifyIdentityStep(email: string, deps: FiatSubmitDeps): Promise<SubmitOutcome | null> {
  try {
    if ((await deps.verifyIdentity(email)) === 'verified') return null
    return feedbackOutcome('notice', m.exchange_kyc_cancelled())
  } catch (error) {
    return feedbackOutcome('error', kycFlowErrorMessage(error))
  }
}

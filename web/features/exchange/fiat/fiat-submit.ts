import type { AuthDialogApi } from '@/lib/auth-dialog-context'
import { kycFlowErrorMessage } from '@/lib/error-message'
import { m } from '@/paraglide/messages.js'
import type { KycResult } from './use-kyc-flow'

/** What the fiat steps of the submit need from the page. */
export interface FiatSubmitDeps {
  account: { signedIn: boolean; email: string | null }
  dialogs: Pick<AuthDialogApi, 'openRegister'>
  /** Runs the identity check in the redirect modal (use-kyc-flow.ts). */
  verifyIdentity: (email: string) => Promise<KycResult>
  setFeedback: (feedback: { tone: 'error' | 'notice'; message: string } | null) => void
}

/**
 * Spec §4 "Fiat flow … requires login (otherwise the register dialog) and an account e-mail", §6 "Fiat buy needs
 * a registered user with e-mail". The account e-mail, or null when the order cannot go ahead (and the user has
 * been told why).
 */
export function fiatAccountEmail(typedEmail: string, deps: FiatSubmitDeps): string | null {
  if (!deps.account.signedIn) {
    deps.dialogs.openRegister({ email: typedEmail.trim() || undefined })
    deps.setFeedback({ tone: 'notice', message: m.exchange_fiat_sign_in_needed() })
    return null
  }
  if (!deps.account.email) {
    deps.setFeedback({ tone: 'notice', message: m.exchange_fiat_email_needed() })
    return null
  }
  return deps.account.email
}

/**
 * The KYC flow before a fiat order at or above noKycThreshold, or after 'KYC verification needed.' (§8). True when
 * the identity check is complete; false when the user stopped it (a notice) or it failed (error_kyc_flow).
 */
export async function verifyIdentityStep(email: string, deps: FiatSubmitDeps): Promise<boolean> {
  try {
    if ((await deps.verifyIdentity(email)) === 'verified') return true
    deps.setFeedback({ tone: 'notice', message: m.exchange_kyc_cancelled() })
    return false
  } catch (error) {
    deps.setFeedback({ tone: 'error', message: kycFlowErrorMessage(error) })
    return false
  }
}

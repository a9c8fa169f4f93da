// The card payment provider (fiat buy/sell): sign-up, sign-in, e-mail confirmation and its KYC.
import type {
  CardProviderContacts,
  CardProviderKycFeatureStatus,
  CardProviderKycStatus,
} from '@sdk/gen/api/types.gen'
import { EMAIL_RE, type WorldContext } from './context'
import { validationError, WorldError } from './errors'
import { ALNUM, HEX } from './rng'

export const CARD_KYC_FEATURES = ['kyc', 'crypto_kyc'] as const
export type CardKycFeature = (typeof CARD_KYC_FEATURES)[number]

interface CardAccount {
  email: string
  signedUpAt: number
  contactsReads: number
  emailConfirmed: boolean
  features: Record<CardKycFeature, CardKycCheck>
  applicantId: string
  /** The KYC access tokens issued to this account (the KYC page names the applicant by one of them). */
  kycTokens?: string[]
}

interface CardKycCheck {
  status: CardProviderKycFeatureStatus
  since: number
  reads: number
  /** The KYC page was sent (mocks/card-provider-kyc-page.ts): the check decides from then on. */
  submitted?: boolean
  /** The surname sent on the KYC page. */
  lastName?: string
}

export interface CardProviderState {
  /** Keyed by our userId. */
  byUser: Record<string, CardAccount>
}

/** Trigger: a provider KYC for an e-mail whose local part contains this ends 'failed'. */
export const CARD_KYC_FAIL_MARKER = 'kycfail'
/** Trigger: the KYC page sent with this surname ends 'failed' (as the identity check's kycReject). */
export const CARD_KYC_REJECT_LAST_NAME = 'Reject'
/**
 * A pending provider KYC decides once its KYC page has been sent, on this read of kyc-status (counted from the
 * form's opening), or after 2 × kycStepMs of clock time since the form opened.
 */
export const CARD_KYC_COMPLETE_READS = 2

export class CardProvider {
  st: CardProviderState = { byUser: {} }

  constructor(private readonly ctx: WorldContext) {}

  /** A repeated sign-up with an e-mail known to the provider → ERR_USER_ALREADY_REGISTERED. */
  signUp(userId: number, body: { accept?: boolean; email?: string }): { success: true } {
    if (body.accept !== true) throw validationError('accept', "The provider's terms must be accepted")
    if (typeof body.email !== 'string' || !EMAIL_RE.test(body.email))
      throw validationError('email', 'E-mail is not valid')
    const email = body.email.trim().toLowerCase()
    if (this.st.byUser[String(userId)] || Object.values(this.st.byUser).some((a) => a.email === email)) {
      throw new WorldError('ERR_USER_ALREADY_REGISTERED', 'Email already registered')
    }
    this.st.byUser[String(userId)] = this.fresh(email)
    return { success: true }
  }

  /** Seeding: an account that is confirmed and fully verified. */
  seedVerified(userId: number, email: string): void {
    const acc = this.fresh(email)
    acc.emailConfirmed = true
    for (const f of CARD_KYC_FEATURES) acc.features[f].status = 'complete'
    this.st.byUser[String(userId)] = acc
  }

  signIn(userId: number, body: { email?: string }): { bearerToken: string } {
    if (typeof body.email !== 'string' || !EMAIL_RE.test(body.email))
      throw validationError('email', 'E-mail is not valid')
    const acc = this.account(userId)
    if (acc.email !== body.email.trim().toLowerCase())
      throw new WorldError('ERR_NOT_FOUND', 'No provider account for this e-mail')
    return { bearerToken: `mrc_${this.ctx.rng.chars(40, ALNUM)}` }
  }

  /** emailStatus is 'new' until the cardEmailConfirmReads-th read (default 2nd) or cardEmailConfirmMs passes. */
  contacts(userId: number): CardProviderContacts {
    const acc = this.account(userId)
    acc.contactsReads += 1
    const { cardEmailConfirmReads, cardEmailConfirmMs } = this.ctx.config
    if (
      acc.contactsReads >= cardEmailConfirmReads ||
      this.ctx.clock.now() - acc.signedUpAt >= cardEmailConfirmMs
    ) {
      acc.emailConfirmed = true
    }
    return { email: acc.email, emailStatus: acc.emailConfirmed ? 'confirmed' : 'new' }
  }

  kycStatus(userId: number): CardProviderKycStatus {
    const acc = this.account(userId)
    const now = this.ctx.clock.now()
    for (const f of CARD_KYC_FEATURES) {
      const s = acc.features[f]
      if (s.status !== 'pending') continue
      s.reads += 1
      if (!s.submitted) continue
      if (s.reads >= CARD_KYC_COMPLETE_READS || now - s.since >= 2 * this.ctx.config.kycStepMs) {
        const rejected =
          acc.email.split('@')[0]?.includes(CARD_KYC_FAIL_MARKER) || s.lastName === CARD_KYC_REJECT_LAST_NAME
        s.status = rejected ? 'failed' : 'complete'
      }
    }
    return {
      features: CARD_KYC_FEATURES.map((feature) => ({ feature, status: acc.features[feature].status })),
    }
  }

  /** Opening the KYC form starts the feature's check (not_started/failed → pending). */
  kycAccessToken(
    userId: number,
    feature: string | undefined,
  ): { kycAccessToken: string; applicantId: string } {
    if (!CARD_KYC_FEATURES.includes(feature as CardKycFeature)) {
      throw validationError('feature', `feature must be one of ${CARD_KYC_FEATURES.join(', ')}`)
    }
    const acc = this.account(userId)
    const s = acc.features[feature as CardKycFeature]
    if (s.status === 'not_started' || s.status === 'failed') {
      acc.features[feature as CardKycFeature] = { status: 'pending', since: this.ctx.clock.now(), reads: 0 }
    }
    const kycAccessToken = `_act-sbx-${this.ctx.rng.uuid()}`
    acc.kycTokens = [...(acc.kycTokens ?? []), kycAccessToken]
    return { kycAccessToken, applicantId: acc.applicantId }
  }

  /**
   * The provider's KYC page was sent (mocks/card-provider-kyc-page.ts) with the surname on the document: every
   * pending check of the account decides (kycStatus). False for a token the provider never issued.
   */
  submitKycForm(accessToken: string, lastName: string): boolean {
    const acc = Object.values(this.st.byUser).find((entry) => entry.kycTokens?.includes(accessToken))
    if (!acc) return false
    for (const f of CARD_KYC_FEATURES) {
      const s = acc.features[f]
      if (s.status === 'pending') Object.assign(s, { submitted: true, lastName: lastName.trim() })
    }
    return true
  }

  /** The applicant a KYC access token was issued for (the KYC page shows it), or null. */
  applicantFor(accessToken: string): string | null {
    return (
      Object.values(this.st.byUser).find((acc) => acc.kycTokens?.includes(accessToken))?.applicantId ?? null
    )
  }

  /** Fiat orders at or above noKycThreshold need crypto_kyc complete. */
  kycComplete(userId: number): boolean {
    return this.st.byUser[String(userId)]?.features.crypto_kyc.status === 'complete'
  }

  private account(userId: number): CardAccount {
    const acc = this.st.byUser[String(userId)]
    if (!acc) throw new WorldError('ERR_NOT_FOUND', 'No provider account; sign up first')
    return acc
  }

  private fresh(email: string): CardAccount {
    const now = this.ctx.clock.now()
    const feature = (): CardKycCheck => ({ status: 'not_started', since: now, reads: 0 })
    return {
      email,
      signedUpAt: now,
      contactsReads: 0,
      emailConfirmed: false,
      features: { kyc: feature(), crypto_kyc: feature() },
      applicantId: this.ctx.rng.chars(24, HEX),
    }
  }
}

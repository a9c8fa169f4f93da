import { createPublicOrderMutation } from '@sdk/gen/api/@tanstack/react-query.gen'
import type { PairData } from '@sdk/gen/api/types.gen'
import { isApiError } from '@sdk/runtime/api-error'
import type { QueryClient } from '@tanstack/react-query'
import { env } from '@/config/env'
import type { AuthDialogApi } from '@/lib/auth-dialog-context'
import { browserFingerprint } from '@/lib/browser-fingerprint'
import { pushDataLayer } from '@/lib/data-layer'
import { errorMessage } from '@/lib/error-message'
import { m } from '@/paraglide/messages.js'
import { type CreateOutcome, createFailureOutcome, createSuccessOutcome } from './create-order-outcome'
import {
  createIdempotencyKeys,
  type IdempotencyKeys,
  orderPayload,
  orderSubstance,
} from './create-order-payload'
import { needsEmailPrompt, readEmailConfirmedFlag, writeEmailConfirmedFlag } from './email-rules'
import { fiatNeedsKyc, isFiatPair } from './fiat/fiat-rules'
import { type FiatSubmitDeps, fiatAccountEmail, verifyIdentityStep } from './fiat/fiat-submit'
import type { ExchangeFormValues } from './forms/exchange-form'
import { forgetReferrer, orderReferrer, orderUtmData } from './order-context'
import { publicRateQueryOptions } from './queries'
import { rateParamsFor } from './quote-view'
import { pairDataAnswers, rateOutcome } from './rate-result'
import type { ExchangeSubmitOptions, Feedback } from './use-exchange-submit'

/** What the submit pipeline needs from the page. */
export interface SubmitDeps extends ExchangeSubmitOptions, FiatSubmitDeps {
  queryClient: QueryClient
  goToOrder: (orderId: string, destinationAddress: string) => void
  account: { signedIn: boolean; email: string | null }
  dialogs: AuthDialogApi
  /** Kept across submits (a retry reuses the key): created on first use. */
  keys: { current: IdempotencyKeys | null }
  setFeedback: (feedback: Feedback | null) => void
  openUnsupported: () => void
}

/** The quote to claim: the live one, or a fresh REST answer for exactly what is typed (§8 on its failure). */
async function quoteFor(values: ExchangeFormValues, deps: SubmitDeps): Promise<PairData | null> {
  const amount = values.typedSide === 'from' ? values.amountFrom : values.amountTo
  const params = rateParamsFor({ ...values, amount })
  if (!params) return null
  if (deps.liveQuote && pairDataAnswers(params, deps.liveQuote)) return deps.liveQuote
  try {
    return await deps.queryClient.fetchQuery(publicRateQueryOptions(params))
  } catch (error) {
    // The SDK fails only with an ApiError; anything else is a bug and must surface.
    if (!isApiError(error)) throw error
    const outcome = rateOutcome({ kind: 'error', error })
    if (outcome.kind === 'unsupported') deps.openUnsupported()
    else if (outcome.kind === 'fixed-unavailable') {
      deps.source.rememberFixedUnavailable()
      deps.form.forceFloating()
    }
    deps.setFeedback({ tone: 'error', message: errorMessage(error) })
    return null
  }
}

/** Spec §4: the e-mail rules by ckm (crypto); a fiat order needs a signed-in user with an e-mail. */
async function emailStep(values: ExchangeFormValues, quote: PairData, deps: SubmitDeps) {
  const accountEmail = deps.account.signedIn ? deps.account.email : null
  if (isFiatPair(values.from, values.to)) return fiatAccountEmail(values.userEmail, deps) ? values : null
  const ask = needsEmailPrompt({
    ckm: quote.ckm,
    confirmedFlag: readEmailConfirmedFlag(),
    referralQuery: deps.referralQuery,
    configuredReferralId: env.referralId,
    accountEmail,
  })
  if (!ask) return values
  const email = await deps.dialogs.confirmEmail({ email: values.userEmail.trim() || undefined })
  if (email === null) return null
  writeEmailConfirmedFlag()
  deps.form.setEmail(email)
  return { ...values, userEmail: email }
}

/** Acts on a create outcome (spec §8). */
function act(outcome: CreateOutcome, values: ExchangeFormValues, amount: number, deps: SubmitDeps): void {
  const { source, form, setFeedback } = deps
  switch (outcome.kind) {
    case 'created':
      pushDataLayer({
        event: 'exchange_initiated',
        pair: `${values.from.slug}-${values.to.slug}`,
        amount,
        currency: values.from.currencyTitle,
        rateMode: values.rateMode,
      })
      deps.goToOrder(outcome.orderId, outcome.destinationAddress)
      return
    case 'redirect':
      setFeedback({ tone: 'redirect', redirectUrl: outcome.redirectUrl })
      return
    case 'force-floating':
      source.rememberFixedUnavailable()
      form.forceFloating()
      setFeedback({ tone: 'notice', message: outcome.message })
      return
    case 'amount-limit':
      if (outcome.limit !== null) source.rememberLimit(outcome.bound, outcome.limit)
      form.focusAmount()
      setFeedback({ tone: 'error', message: outcome.message })
      return
    case 'field':
      form.setFieldError(outcome.field, outcome.message)
      return
    case 'pair-unsupported':
      deps.openUnsupported()
      return
    case 'retry-without-referrer':
      return
    default:
      setFeedback({ tone: 'error', message: outcome.message })
  }
}

/**
 * The exchange form's submit (spec §4 crypto and fiat flows, §8 order-create handling): checks the pair and
 * the quote, applies the e-mail rules, runs the identity check a fiat order needs (at or above noKycThreshold,
 * or when the create call asks for it), creates the order (createPublicOrderMutation, through the mutation
 * cache) with an idempotency key that a retry of the same order reuses, and acts on the outcome. Nothing typed
 * is reset on a failure. Loaded on the first submit.
 */
export async function runExchangeSubmit(submitted: ExchangeFormValues, deps: SubmitDeps): Promise<void> {
  const { queryClient, setFeedback } = deps
  setFeedback(null)
  if (submitted.from.slug === submitted.to.slug) {
    setFeedback({ tone: 'error', message: m.error_same_instruments() })
    return
  }
  const quote = await quoteFor(submitted, deps)
  if (!quote) return
  const values = await emailStep(submitted, quote, deps)
  if (!values) return
  // Spec §4 "Fiat flow": below noKycThreshold the order is created directly; otherwise KYC first.
  const fiatEmail = isFiatPair(values.from, values.to) ? deps.account.email : null
  let verified = false
  if (fiatEmail && fiatNeedsKyc(quote)) {
    if (!(await verifyIdentityStep(fiatEmail, deps))) return
    verified = true
  }
  deps.keys.current ??= createIdempotencyKeys()
  const keys = deps.keys.current
  let referrerId = orderReferrer(deps.account.signedIn)
  const context = { quote, utmData: orderUtmData(), browserFingerprint: browserFingerprint() }
  for (;;) {
    const payload = orderPayload(values, { ...context, referrerId })
    const idempotencyKey = keys.keyFor(orderSubstance(payload))
    let outcome: CreateOutcome
    try {
      const create = queryClient.getMutationCache().build(queryClient, createPublicOrderMutation())
      const created = await create.execute({ body: { ...payload, idempotencyKey } })
      outcome = createSuccessOutcome(created, payload.destinationAddress)
    } catch (error) {
      outcome = createFailureOutcome(error, referrerId !== null)
    }
    if (!('keepKey' in outcome && outcome.keepKey)) keys.release()
    if (outcome.kind === 'retry-without-referrer' && referrerId !== null) {
      // §8: an unknown referrer clears the referral cookie; the order goes ahead without it.
      forgetReferrer()
      referrerId = null
      continue
    }
    if (outcome.kind === 'kyc-needed' && fiatEmail && !verified) {
      // §8: 'KYC verification needed.' on order create starts KYC; the order is created once it is complete.
      if (!(await verifyIdentityStep(fiatEmail, deps))) return
      verified = true
      continue
    }
    act(outcome, values, payload.claimedDepositAmount, deps)
    return
  }
}

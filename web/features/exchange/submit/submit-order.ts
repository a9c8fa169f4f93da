import type { PairData } from '@sdk/gen/api/types.gen'
import { isApiError } from '@sdk/runtime/api-error'
import type { QueryClient } from '@tanstack/react-query'
import { ORDER_CREATE_PROGRESS_DELAY_MS } from '@/config/constants'
import { env } from '@/config/env'
import { parseAmount, plainAmount } from '@/domain/amount'
import { pushDataLayer } from '@/lib/data-layer'
import { errorMessage } from '@/lib/error-message'
import { toast } from '@/lib/notifications'
import type { AuthDialogApi } from '@/lib/session/auth-dialog-context'
import { browserFingerprint, referralIdToSend } from '@/lib/session/visitor-ids'
import { m } from '@/paraglide/messages.js'
import { registerExchangeRequest } from '../fiat/exchange-request'
import { fiatNeedsKyc, isFiatPair } from '../fiat/fiat-rules'
import { type FiatSubmitDeps, fiatAccountEmail, verifyIdentityStep } from '../fiat/fiat-submit'
import { clearOrderDraft } from '../forms/order-draft'
import { publicRateQueryOptions } from '../queries'
import { rateFailureOutcome } from '../rates/rate-outcome'
import { rateParamsFor } from '../rates/rate-params'
import { typedAmount } from '../selection/calculator'
import { type CreateBody, type CreateCall, createOrder } from './create-order'
import type { CreateOutcome } from './create-order-outcome'
import {
  type ExchangeValues,
  type IdempotencyKeys,
  orderPayload,
  orderSubstance,
} from './create-order-payload'
import { needsEmailPrompt, readEmailConfirmedFlag, writeEmailConfirmedFlag } from './email-prompt'
import { orderUtmData } from './order-context'
import { clearPendingOrder, type PendingOrder, savePendingOrder } from './pending-order'
import {
  clearOrderAtProvider,
  clearOrderInKyc,
  saveOrderAtProvider,
  saveOrderInKyc,
  saveReturnedDraft,
} from './returned-draft'
import { trackCreate } from './running-creates'
import { feedbackOutcome, type SubmitOutcome } from './submit-outcome'

/** Where the submit can take the user. */
export interface SubmitNavigation {
  /** The order page of a created order (its search already in sync: send, receive, amount). */
  toOrder: (orderId: string, search: OrderPageSearch) => void
  /** /order/pending, while a create takes longer than ORDER_CREATE_PROGRESS_DELAY_MS (docs/product.md §2). */
  toPending: () => void
  /** Back to the form's page (replacing /order/pending). */
  back: (href: string) => void
}

export interface OrderPageSearch {
  destinationAddress: string
  send: string
  receive: string
  amount: string
}

/** What the submit needs from the page. */
export interface SubmitDeps extends FiatSubmitDeps {
  queryClient: QueryClient
  /** The generated create mutation (useMutation({ ...createPublicOrderMutation() }).mutateAsync). */
  create: CreateCall
  /** Kept across submits, so a retry of the same order reuses its key. */
  keys: IdempotencyKeys
  dialogs: AuthDialogApi
  referralQuery: string | undefined
  navigation: SubmitNavigation
  /** The form page's href, for /order/pending to come back to. */
  returnTo: string
  /**
   * Whether the form that submitted is still on the page. A slow create moves the user to /order/pending, but on a
   * slow network that page may still be loading when the create fails: the form then says what went wrong itself.
   */
  formShown: () => boolean
}

/** The quote to claim: the cached answer to exactly what is typed, else a fresh REST answer (docs/product.md §8 on its failure). */
async function quoteFor(values: ExchangeValues, queryClient: QueryClient): Promise<PairData | SubmitOutcome> {
  const params = rateParamsFor({ ...values, amount: typedAmount(values) })
  if (!params) return feedbackOutcome('error', m.error_same_instruments())
  const options = publicRateQueryOptions(params)
  const cached = queryClient.getQueryState(options.queryKey)
  if (cached?.status === 'success' && cached.data) return cached.data
  try {
    return await queryClient.fetchQuery(options)
  } catch (error) {
    // The SDK fails only with an ApiError; anything else is a bug and must surface.
    if (!isApiError(error)) throw error
    const outcome = rateFailureOutcome(error)
    if (outcome.kind === 'unsupported') return { kind: 'pair-unsupported' }
    if (outcome.kind === 'fixed-unavailable') return { kind: 'force-floating', message: errorMessage(error) }
    return feedbackOutcome('error', errorMessage(error))
  }
}

/** docs/product.md §4: the e-mail rules by ckm (crypto). The values to order with, or what to say. */
async function emailStep(values: ExchangeValues, quote: PairData, deps: SubmitDeps) {
  const ask = needsEmailPrompt({
    ckm: quote.ckm,
    confirmedFlag: readEmailConfirmedFlag(),
    referralQuery: deps.referralQuery,
    configuredReferralId: env.referralId,
    accountEmail: deps.account.signedIn ? deps.account.email : null,
  })
  if (!ask) return values
  const email = await deps.dialogs.confirmEmail({ email: values.userEmail.trim() || undefined })
  if (email === null) return null
  writeEmailConfirmedFlag()
  return { ...values, userEmail: email }
}

/** What the form does with a create's answer (docs/product.md §8). An order made (or its payment page) ends the draft. */
function settled(outcome: CreateOutcome, body: CreateBody, values: ExchangeValues, nav: SubmitNavigation) {
  if (outcome.kind === 'created' || outcome.kind === 'redirect') clearOrderDraft()
  switch (outcome.kind) {
    case 'created':
      pushDataLayer({
        event: 'exchange_initiated',
        pair: `${values.from.slug}-${values.to.slug}`,
        amount: body.claimedDepositAmount,
        currency: values.from.currencyTitle,
        rateMode: values.rateMode,
      })
      nav.toOrder(outcome.orderId, {
        destinationAddress: outcome.destinationAddress,
        send: values.from.slug,
        receive: values.to.slug,
        amount: plainAmount(body.claimedDepositAmount, 20),
      })
      return { kind: 'done' } satisfies SubmitOutcome
    case 'redirect': {
      // Selling crypto for fiat, the user goes to the provider for the payout to the card; buying, to pay.
      const purpose = values.to.instrumentType === 'fiat' ? 'payout' : 'payment'
      return {
        kind: 'feedback',
        feedback: { tone: 'redirect', redirectUrl: outcome.redirectUrl, purpose },
      } as const
    }
    case 'force-floating':
    case 'field':
      return outcome
    case 'amount-limit':
      return {
        kind: 'amount-limit',
        bound: outcome.bound,
        limit: outcome.limit,
        message: outcome.message,
      } as const
    case 'pair-unsupported':
      return { kind: 'pair-unsupported' } as const
    case 'toast':
      toast({ type: 'error', message: outcome.message })
      return { kind: 'done' } as const
    case 'retry-without-referrer':
      return feedbackOutcome('error', m.error_create_exchange())
    default:
      return feedbackOutcome('error', outcome.message)
  }
}

/**
 * Finishes a create that went on while the user waited on /order/pending (or reloaded it): the order page, or
 * back to the form with everything typed and what went wrong. A form that never left the page (/order/pending was
 * still loading) gets the outcome back to show; a form that did finds it as a returned draft when it starts again.
 */
export function finishPendingCreate(
  { outcome, body }: { outcome: CreateOutcome; body: CreateBody },
  pending: PendingOrder,
  navigation: SubmitNavigation,
  formShown = false,
): SubmitOutcome {
  clearPendingOrder()
  const next = settled(outcome, body, pending.values, navigation)
  if (next.kind === 'done') return next
  if (!formShown) saveReturnedDraft({ values: pending.values, outcome: next })
  navigation.back(pending.returnTo)
  return formShown ? next : { kind: 'done' }
}

/**
 * Sends a crypto order: past ORDER_CREATE_PROGRESS_DELAY_MS without an answer the user waits on /order/pending,
 * which takes the answer over (and can finish it after a reload: the create is kept in sessionStorage).
 */
async function createCrypto(
  body: CreateBody,
  values: ExchangeValues,
  deps: SubmitDeps,
): Promise<SubmitOutcome> {
  const pending: PendingOrder = { body, values, returnTo: deps.returnTo }
  savePendingOrder(pending)
  const keyFor = (next: Omit<CreateBody, 'idempotencyKey'>) => deps.keys.keyFor(orderSubstance(next))
  const creating = trackCreate(body.idempotencyKey, createOrder(body, deps.create, keyFor))
  let waited = false
  const timer = setTimeout(() => {
    waited = true
    deps.navigation.toPending()
  }, ORDER_CREATE_PROGRESS_DELAY_MS)
  const result = await creating
  clearTimeout(timer)
  releaseSettledKey(result.outcome, deps.keys)
  if (waited) return finishPendingCreate(result, pending, deps.navigation, deps.formShown())
  clearPendingOrder()
  return settled(result.outcome, result.body, values, deps.navigation)
}

/**
 * The exchange form's submit (docs/product.md §4 crypto and fiat flows, §8 order-create handling): checks the pair and the
 * quote, applies the e-mail rules, runs the identity check a fiat order needs (at or above noKycThreshold, or when
 * the create call asks for it), creates the order with an idempotency key that a retry of the same order reuses,
 * and says what the form should do next. Nothing typed is reset on a failure. Loaded on first use.
 */
export async function submitOrder(submitted: ExchangeValues, deps: SubmitDeps): Promise<SubmitOutcome> {
  // Another order starts: the card order made before is no longer shown (nor brought back by a reload).
  clearOrderAtProvider()
  if (submitted.from.slug === submitted.to.slug) return feedbackOutcome('error', m.error_same_instruments())
  // Without an amount the rate would be the server's default amount's, and the order one nobody typed.
  if (parseAmount(typedAmount(submitted)) === null) return { kind: 'amount-missing' }
  const quote = await quoteFor(submitted, deps.queryClient)
  if ('kind' in quote) return quote
  const fiat = isFiatPair(submitted.from, submitted.to)
  const fiatEmail = fiat ? fiatAccountEmail(submitted.userEmail, deps) : null
  if (fiatEmail !== null && typeof fiatEmail !== 'string') return fiatEmail
  const values = fiat ? submitted : await emailStep(submitted, quote, deps)
  if (!values) return { kind: 'done' }
  const email = values.userEmail !== submitted.userEmail ? { email: values.userEmail } : {}
  // docs/product.md §6: only a guest's, and only the configured one (lib/session/visitor-ids.ts).
  const referrerId = referralIdToSend(deps.account.signedIn)
  if (fiatEmail) {
    // The account layer registers the exchange first: what it refuses is said before the identity check.
    const refused = await registerExchangeRequest(values, referrerId, deps.registerExchange)
    if (refused) return refused
  }
  // docs/product.md §4 "Fiat flow": below noKycThreshold the order is created directly; otherwise KYC first.
  let verified = false
  if (fiatEmail && fiatNeedsKyc(quote)) {
    const stopped = await identityCheck(fiatEmail, values, deps)
    if (stopped) return stopped
    verified = true
  }
  const context = { quote, utmData: orderUtmData(), browserFingerprint: await browserFingerprint() }
  const payload = orderPayload(values, { ...context, referrerId })
  const keyFor = (next: Omit<CreateBody, 'idempotencyKey'>) => deps.keys.keyFor(orderSubstance(next))
  const body: CreateBody = { ...payload, idempotencyKey: keyFor(payload) }
  if (!fiat) return { ...(await createCrypto(body, values, deps)), ...email }
  for (;;) {
    const result = await createOrder({ ...payload, idempotencyKey: keyFor(payload) }, deps.create, keyFor)
    releaseSettledKey(result.outcome, deps.keys)
    if (result.outcome.kind === 'kyc-needed' && fiatEmail && !verified) {
      // docs/product.md §8: 'KYC verification needed.' on order create starts KYC; the order is created once it is complete.
      const stopped = await identityCheck(fiatEmail, values, deps)
      if (stopped) return stopped
      verified = true
      continue
    }
    const outcome = settled(result.outcome, result.body, values, deps.navigation)
    if (outcome.kind === 'feedback' && outcome.feedback.tone === 'redirect') {
      // Only the provider's page leads on to this order: kept for a reload of this page.
      saveOrderAtProvider({ values, path: globalThis.location?.pathname ?? '', feedback: outcome.feedback })
    }
    return outcome
  }
}

/**
 * The identity check of a fiat order, with the order kept in sessionStorage while it is open (a reload resumes
 * it) and after the user stops it (a reload gives everything typed back); dropped once the check is complete.
 */
async function identityCheck(email: string, values: ExchangeValues, deps: SubmitDeps) {
  // The page's own path (the locale prefix included), which the form compares after a reload.
  const path = globalThis.location?.pathname ?? ''
  saveOrderInKyc({ values, path, open: true })
  const stopped = await verifyIdentityStep(email, deps)
  if (stopped) saveOrderInKyc({ values, path, open: false, stopped })
  else clearOrderInKyc()
  return stopped
}

/** A create that settled (made, or refused for good) frees its key: the next attempt is a new order. */
function releaseSettledKey(outcome: CreateOutcome, keys: IdempotencyKeys): void {
  if (!('keepKey' in outcome && outcome.keepKey)) keys.release()
}

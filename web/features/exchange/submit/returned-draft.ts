import { readTab as read, writeTab as write } from '@/lib/tab-storage'
import type { ExchangeValues } from './create-order-payload'
import type { RedirectFeedback, SubmitOutcome } from './submit-outcome'

/** A failed create that the pending page sends back to the form: what was typed, and what to say. */
export interface ReturnedDraft {
  values: ExchangeValues
  outcome: SubmitOutcome
  /** A fiat order whose identity check was open when the page reloaded: the form submits again at once. */
  resumeKyc?: boolean
}

/** A fiat order waiting for its identity check (docs/product.md §4 "Fiat flow"): kept until the check is complete. */
interface OrderInKyc {
  values: ExchangeValues
  path: string
  /** The KYC modal was open (a reload), not closed by the user. */
  open: boolean
  /**
   * Why the check stopped (the user closed it: a notice; it failed: an error), said again after a reload. In the
   * page's language: the path, which carries the locale, must match for the order to come back.
   */
  stopped?: SubmitOutcome
}

const RETURNED_KEY = 'exchange-returned-draft'
const KYC_KEY = 'exchange-order-in-kyc'

export const saveReturnedDraft = (draft: ReturnedDraft) => write(RETURNED_KEY, draft)

export function takeReturnedDraft(): ReturnedDraft | null {
  const draft = read<ReturnedDraft>(RETURNED_KEY)
  if (draft) write(RETURNED_KEY, null)
  return draft
}

export const saveOrderInKyc = (order: OrderInKyc) => write(KYC_KEY, order)
export const clearOrderInKyc = () => write(KYC_KEY, null)

/**
 * A fiat order stopped in its identity check on this page (the modal closed, or the page reloaded), as a draft for
 * the form: what was typed, and, after a reload with the modal open, the check resumes by itself.
 */
export function orderInKycDraft(path: string): ReturnedDraft | null {
  const order = read<OrderInKyc>(KYC_KEY)
  if (!order || order.path !== path) return null
  return { values: order.values, outcome: order.stopped ?? { kind: 'done' }, resumeKyc: order.open }
}

/**
 * A card order made on this page (docs/product.md §4 "Fiat flow"): the create answered only with the provider's page,
 * so the form's notice, with its way to that page, is all the user has of the order.
 */
interface OrderAtProvider {
  values: ExchangeValues
  path: string
  feedback: RedirectFeedback
}

const PROVIDER_KEY = 'exchange-order-at-provider'

/** Kept without a card number (a sale's destination): the order is made, and the number is not stored in the tab. */
export const saveOrderAtProvider = ({ values, ...order }: OrderAtProvider) =>
  write(PROVIDER_KEY, {
    ...order,
    values: values.to.instrumentType === 'fiat' ? { ...values, destinationAddress: '' } : values,
  })
export const clearOrderAtProvider = () => write(PROVIDER_KEY, null)

/** The card order made on this page, as a draft: what was typed, and the notice with the provider's page. */
export function orderAtProviderDraft(path: string): ReturnedDraft | null {
  const order = read<OrderAtProvider>(PROVIDER_KEY)
  if (!order || order.path !== path) return null
  return { values: order.values, outcome: { kind: 'feedback', feedback: order.feedback } }
}

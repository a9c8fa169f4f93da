import type { Instrument } from '@sdk/gen/api/types.gen'
import { readTab, writeTab } from '@/lib/tab-storage'
import type { OrderFields, OrderFormValues } from './order-form'

/** What was typed into the order fields, kept in this tab so that a reload does not lose it. */
export interface OrderDraft {
  destination?: { for: string; address: string; memo: string; noMemo: boolean }
  refund?: { for: string; address: string; memo: string }
  email?: string
}

const DRAFT_KEY = 'exchange-order-draft'

export const readOrderDraft = (): OrderDraft => readTab<OrderDraft>(DRAFT_KEY) ?? {}
/** Writes the draft (JSON leaves out an emptied group); an empty draft is removed. */
export const saveOrderDraft = (draft: OrderDraft) =>
  writeTab(DRAFT_KEY, draft.destination || draft.refund || draft.email ? draft : null)
let orders = 0
/** How many orders this page has made: a form on the page when one was made keeps no draft after it. */
export const ordersMade = () => orders
/** Once an order is created, what was typed for it is done with. */
export function clearOrderDraft(): void {
  orders += 1
  writeTab(DRAFT_KEY, null)
}

export type DraftValues = Pick<
  OrderFormValues,
  | 'from'
  | 'to'
  | 'destinationAddress'
  | 'destinationAddressMemo'
  | 'noMemo'
  | 'refundAddress'
  | 'refundAddressMemo'
  | 'userEmail'
>

/**
 * The draft after the form's values went from `before` to `after`: a group the user changed is kept for the
 * instrument now on its side (or dropped once emptied); a group not changed stays as it was, with the instrument it
 * was typed for, even one this form does not show.
 */
export function draftAfterEdit(draft: OrderDraft, before: DraftValues, after: DraftValues): OrderDraft {
  const next = { ...draft }
  const { destinationAddress: address, destinationAddressMemo: memo, noMemo } = after
  if (
    address !== before.destinationAddress ||
    memo !== before.destinationAddressMemo ||
    noMemo !== before.noMemo
  ) {
    // A card number (selling to a card) is never written to storage: retyped after a reload, not kept in the tab.
    const kept = after.to.instrumentType !== 'fiat' && (address || memo || noMemo)
    next.destination = kept ? { for: after.to.slug, address, memo, noMemo } : undefined
  }
  const { refundAddress, refundAddressMemo } = after
  if (refundAddress !== before.refundAddress || refundAddressMemo !== before.refundAddressMemo) {
    next.refund =
      refundAddress || refundAddressMemo
        ? { for: after.from.slug, address: refundAddress, memo: refundAddressMemo }
        : undefined
  }
  if (after.userEmail !== before.userEmail) next.email = after.userEmail || undefined
  if (next.destination === draft.destination && next.refund === draft.refund && next.email === draft.email)
    return draft
  return next
}

/** The order fields a draft refills for this pair (only those it was typed for). */
export function draftFieldsFor(
  draft: OrderDraft,
  pair: { from: Pick<Instrument, 'slug'>; to: Pick<Instrument, 'slug'> },
): Partial<OrderFields> {
  const fields: Partial<OrderFields> = {}
  if (draft.destination && draft.destination.for === pair.to.slug) {
    fields.destinationAddress = draft.destination.address
    fields.destinationAddressMemo = draft.destination.memo
    fields.noMemo = draft.destination.noMemo
  }
  if (draft.refund && draft.refund.for === pair.from.slug) {
    fields.refundAddress = draft.refund.address
    fields.refundAddressMemo = draft.refund.memo
  }
  if (draft.email) fields.userEmail = draft.email
  return fields
}

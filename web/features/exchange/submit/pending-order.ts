import type { CreateOrderRequest } from '@sdk/gen/api/types.gen'
import type { ExchangeValues } from './create-order-payload'
import type { SubmitOutcome } from './submit-outcome'

/**
 * The order being created, kept in sessionStorage while the create call runs, so /order/pending (spec §2) can
 * finish it after a reload: it sends the same body with the same idempotency key, and the server answers with the
 * order it may already have made. `values` give the form back everything typed if the create fails;
 * `returnTo` is the form's page.
 */
export interface PendingOrder {
  body: CreateOrderRequest & { idempotencyKey: string }
  values: ExchangeValues
  returnTo: string
}

/** A failed create that the pending page sends back to the form: what was typed, and what to say. */
export interface ReturnedDraft {
  values: ExchangeValues
  outcome: SubmitOutcome
}

const PENDING_KEY = 'exchange-pending-order'
const RETURNED_KEY = 'exchange-returned-draft'

function storage(): Storage | null {
  try {
    return globalThis.sessionStorage ?? null
  } catch {
    return null
  }
}

function read<T>(key: string): T | null {
  try {
    const text = storage()?.getItem(key)
    return text ? (JSON.parse(text) as T) : null
  } catch {
    return null
  }
}

function write(key: string, value: unknown): void {
  try {
    if (value === null) storage()?.removeItem(key)
    else storage()?.setItem(key, JSON.stringify(value))
  } catch {
    // Private mode or a full storage: a reload of /order/pending then goes back to the form.
  }
}

export const savePendingOrder = (order: PendingOrder) => write(PENDING_KEY, order)
export const readPendingOrder = () => read<PendingOrder>(PENDING_KEY)
/** Whether an order is being created in this tab (false on the server: no storage there). */
export const hasPendingOrder = () => readPendingOrder() !== null
export const clearPendingOrder = () => write(PENDING_KEY, null)

export const saveReturnedDraft = (draft: ReturnedDraft) => write(RETURNED_KEY, draft)

/** The draft a failed create sent back, once (the form takes it as it starts). */
export function takeReturnedDraft(): ReturnedDraft | null {
  const draft = read<ReturnedDraft>(RETURNED_KEY)
  if (draft) write(RETURNED_KEY, null)
  return draft
}

/** The create calls running in this page, by idempotency key: /order/pending waits for one instead of sending again. */
const running = new Map<string, Promise<unknown>>()

export function trackCreate<T>(key: string, create: Promise<T>): Promise<T> {
  running.set(key, create)
  const done = () => running.delete(key)
  create.then(done, done)
  return create
}

export const runningCreate = (key: string): Promise<unknown> | undefined => running.get(key)

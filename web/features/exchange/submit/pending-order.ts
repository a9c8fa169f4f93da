import type { CreateOrderRequest } from '@sdk/gen/api/types.gen'
import { readTab as read, writeTab as write } from '@/lib/tab-storage'
import type { ExchangeValues } from './create-order-payload'

/**
 * The order being created, kept in sessionStorage while the create call runs, so /order/pending (docs/product.md §2)
 * can finish it after a reload: it sends the same body with the same idempotency key, and the server answers with the
 * order it may already have made.
 */
export interface PendingOrder {
  body: CreateOrderRequest & { idempotencyKey: string }
  values: ExchangeValues
  returnTo: string
}

const PENDING_KEY = 'exchange-pending-order'

export const savePendingOrder = (order: PendingOrder) => write(PENDING_KEY, order)
export const readPendingOrder = () => read<PendingOrder>(PENDING_KEY)
/** Whether an order is being created in this tab (false on the server: no storage there). */
export const hasPendingOrder = () => readPendingOrder() !== null
export const clearPendingOrder = () => write(PENDING_KEY, null)

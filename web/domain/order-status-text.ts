import type { OrderEventKind } from '@sdk/gen/api/types.gen'
import { m } from '@/paraglide/messages.js'

/** The events that are an order status (the rate and fixed-rate events are warnings, not statuses). */
export type OrderStatus = Extract<
  OrderEventKind,
  | 'REFUND_COMPLETED'
  | 'REFUND_REQUESTED'
  | 'WITHDRAWAL_COMPLETED'
  | 'FUNDS_WITHDRAWAL_START'
  | 'INCOMING_FUNDS_DETECTED'
  | 'DEPOSIT_REGISTERED'
  | 'CREATION_END'
>

/** An order status in words (the order page and the order history). */
export const ORDER_STATUS_TEXT: Record<OrderStatus, () => string> = {
  CREATION_END: m.order_status_creation_end,
  DEPOSIT_REGISTERED: m.order_status_deposit_registered,
  INCOMING_FUNDS_DETECTED: m.order_status_incoming_funds_detected,
  FUNDS_WITHDRAWAL_START: m.order_status_funds_withdrawal_start,
  WITHDRAWAL_COMPLETED: m.order_status_withdrawal_completed,
  REFUND_REQUESTED: m.order_status_refund_requested,
  REFUND_COMPLETED: m.order_status_refund_completed,
}

/** Whether an event kind is a status (not a rate warning). */
export const isOrderStatus = (kind: OrderEventKind): kind is OrderStatus =>
  Object.hasOwn(ORDER_STATUS_TEXT, kind)

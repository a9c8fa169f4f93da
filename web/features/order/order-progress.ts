import type { Order, OrderEvent, OrderEventKind } from '@sdk/gen/api/types.gen'
import { XMR_REQUIRED_CONFIRMATIONS } from '@/config/constants'
import type { OrderStatus } from '@/domain/order-status-text'

/**
 * docs/product.md §4 "Order step index": 1 after creation, 2 after funds detected, 3 after withdrawal completed,
 * 4 after refund completed.
 */
export type OrderStepIndex = 1 | 2 | 3 | 4

/** The event that moves an order onto each step after the first. The highest step reached wins. */
const STEP_EVENTS: readonly [OrderStepIndex, OrderEventKind][] = [
  [4, 'REFUND_COMPLETED'],
  [3, 'WITHDRAWAL_COMPLETED'],
  [2, 'INCOMING_FUNDS_DETECTED'],
]

const kindsOf = (events: readonly Pick<OrderEvent, 'kind'>[]): Set<OrderEventKind> =>
  new Set(events.map((event) => event.kind))

/**
 * The step the order is on. It depends on which events occurred, not on their order in the list, so an order whose
 * events arrive out of time order still shows the right step.
 */
export function orderStepIndex(events: readonly Pick<OrderEvent, 'kind'>[]): OrderStepIndex {
  const kinds = kindsOf(events)
  return STEP_EVENTS.find(([, kind]) => kinds.has(kind))?.[0] ?? 1
}

/**
 * docs/product.md §4: "The status shown is refund completed, refund requested, or the first matching event." The
 * statuses in order of precedence: the two refund statuses first (as the spec says), then the progress events from
 * the furthest to the earliest.
 */
export const ORDER_STATUS_PRECEDENCE: readonly OrderStatus[] = [
  'REFUND_COMPLETED',
  'REFUND_REQUESTED',
  'WITHDRAWAL_COMPLETED',
  'FUNDS_WITHDRAWAL_START',
  'INCOMING_FUNDS_DETECTED',
  'DEPOSIT_REGISTERED',
  'CREATION_END',
]

/** The status to show; an order without any status event (none in practice) counts as just created. */
export function orderStatus(events: readonly Pick<OrderEvent, 'kind'>[]): OrderStatus {
  const kinds = kindsOf(events)
  return ORDER_STATUS_PRECEDENCE.find((status) => kinds.has(status)) ?? 'CREATION_END'
}

export function isRefundPath(events: readonly Pick<OrderEvent, 'kind'>[]): boolean {
  const kinds = kindsOf(events)
  return kinds.has('REFUND_REQUESTED') || kinds.has('REFUND_COMPLETED')
}

/** docs/product.md §9: "Coin XMR needs 50 confirmations; otherwise the order's minConfirmationsToWithdraw". */
export function requiredConfirmations(order: Pick<Order, 'pair' | 'minConfirmationsToWithdraw'>): number {
  return order.pair.instrumentFrom.currencyTitle.toUpperCase() === 'XMR'
    ? XMR_REQUIRED_CONFIRMATIONS
    : order.minConfirmationsToWithdraw
}

export interface ConfirmationProgress {
  count: number
  required: number
}

/**
 * The deposit's confirmations against the requirement, while they matter: a deposit is in, the funds are not
 * detected yet and the coin needs confirmations. Otherwise null (nothing to show).
 */
export function confirmationProgress(
  order: Pick<Order, 'pair' | 'minConfirmationsToWithdraw' | 'deposits' | 'orderEvents'>,
): ConfirmationProgress | null {
  const required = requiredConfirmations(order)
  if (required <= 0 || order.deposits.length === 0) return null
  if (orderStepIndex(order.orderEvents) >= 2 || isRefundPath(order.orderEvents)) return null
  const least = Math.min(...order.deposits.map((deposit) => deposit.confirmations))
  return { count: Math.min(Math.max(0, least), required), required }
}

export type StepState = 'done' | 'current' | 'upcoming'

/**
 * The steps shown. Normally deposit (1), exchange (2), payout (3): the step the order is on is current, those before
 * it done, and the payout is done once reached.
 */
export function visibleSteps(
  index: OrderStepIndex,
  refund: boolean,
  paying = false,
): { step: OrderStepIndex; state: StepState }[] {
  if (refund) {
    return [
      { step: 1, state: 'done' },
      { step: 4, state: index === 4 ? 'done' : 'current' },
    ]
  }
  const shown = index === 2 && paying ? 3 : index
  const stateOf = (step: OrderStepIndex): StepState =>
    shown > step || (step === 3 && index === 3) ? 'done' : shown === step ? 'current' : 'upcoming'
  return ([1, 2, 3] as const).map((step) => ({ step, state: stateOf(step) }))
}

/** The payout is on its way: FUNDS_WITHDRAWAL_START occurred. */
export function payoutStarted(events: readonly Pick<OrderEvent, 'kind'>[]): boolean {
  return kindsOf(events).has('FUNDS_WITHDRAWAL_START')
}

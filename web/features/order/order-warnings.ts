import type { OrderEvent, OrderEventKind } from '@sdk/gen/api/types.gen'

/** The three fixed-rate causes of docs/product.md §4 "Warnings", each with its own explanation on the page. */
export type FixedRateCause = Extract<
  OrderEventKind,
  | 'FIXED_RATE_HIGH_VOLATILITY_DETECTED'
  | 'FIXED_RATE_SLOW_DEPOSIT_DETECTED'
  | 'FIXED_RATE_WRONG_DEPOSIT_AMOUNT_DETECTED'
>

export const FIXED_RATE_CAUSES: readonly FixedRateCause[] = [
  'FIXED_RATE_HIGH_VOLATILITY_DETECTED',
  'FIXED_RATE_SLOW_DEPOSIT_DETECTED',
  'FIXED_RATE_WRONG_DEPOSIT_AMOUNT_DETECTED',
]

export interface OrderWarnings {
  /** "The rate-change warning shows when a rate mode change occurred without a refund request or acceptance." */
  rateChanged: boolean
  /**
   * "A fixed-rate warning shows for any of the three fixed-rate causes unless a refund was requested or the new
   * rate accepted." The causes that occurred, in the order above; empty when the warning is not shown.
   */
  fixedRateCauses: FixedRateCause[]
}

/** docs/product.md §4 "Warnings", from the order's events (their order in the list does not matter). */
export function orderWarnings(events: readonly Pick<OrderEvent, 'kind'>[]): OrderWarnings {
  const kinds = new Set(events.map((event) => event.kind))
  const refundRequested = kinds.has('REFUND_REQUESTED')
  const accepted = kinds.has('RATE_MODE_CHANGE_ACCEPTED')
  return {
    rateChanged: kinds.has('RATE_MODE_CHANGED') && !refundRequested && !accepted,
    fixedRateCauses: refundRequested || accepted ? [] : FIXED_RATE_CAUSES.filter((cause) => kinds.has(cause)),
  }
}

/** Any warning is showing: the user has a decision to make (accept the new rate or request a refund). */
export function hasWarning(warnings: OrderWarnings): boolean {
  return warnings.rateChanged || warnings.fixedRateCauses.length > 0
}

// The stored order: the contract's Order plus what only the world knows.
import type { OrderEventKind } from '@sdk/gen/api/types.gen'
import type { Order } from './types'

export type OrderScenario = 'happy' | 'high-volatility' | 'slow-deposit' | 'wrong-amount'
export const ORDER_SCENARIOS: readonly OrderScenario[] = [
  'happy',
  'high-volatility',
  'slow-deposit',
  'wrong-amount',
]

export const PROBLEM_EVENT: Record<Exclude<OrderScenario, 'happy'>, OrderEventKind> = {
  'high-volatility': 'FIXED_RATE_HIGH_VOLATILITY_DETECTED',
  'slow-deposit': 'FIXED_RATE_SLOW_DEPOSIT_DETECTED',
  'wrong-amount': 'FIXED_RATE_WRONG_DEPOSIT_AMOUNT_DETECTED',
}

export interface OrderRecord {
  order: Order
  scenario: OrderScenario
  ownerUserId: number | null
  idempotencyKey: string | null
  legacyOrderId: string | null
  referrerId: string | null
  /** When the last lifecycle step happened (ms); the next step's delay counts from here. */
  lastProgressAt: number
  refund: { address: string; memo: string | null; amount: number; networkFee: number } | null
  /** Shown in the latest public orders once completed. */
  isPublic: boolean
}

export const hasEvent = (rec: OrderRecord, kind: OrderEventKind): boolean =>
  rec.order.orderEvents.some((e) => e.kind === kind)

export const lastEventKind = (rec: OrderRecord): OrderEventKind =>
  rec.order.orderEvents[rec.order.orderEvents.length - 1]?.kind ?? 'CREATION_END'

/** A rate mode change is waiting for the user: accept or refund. */
export const awaitingDecision = (rec: OrderRecord): boolean =>
  hasEvent(rec, 'RATE_MODE_CHANGED') &&
  !hasEvent(rec, 'RATE_MODE_CHANGE_ACCEPTED') &&
  !hasEvent(rec, 'REFUND_REQUESTED')

export const isFinished = (rec: OrderRecord): boolean =>
  hasEvent(rec, 'WITHDRAWAL_COMPLETED') || hasEvent(rec, 'REFUND_COMPLETED')

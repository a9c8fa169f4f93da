// Read-only views of orders: the public ticker and the account history.
import type { OrderHistoryItem, PublicOrderSummary } from '@sdk/gen/api/types.gen'
import { badRequest } from './errors'
import { hasEvent, lastEventKind, type OrderRecord } from './order-record'

const byNewest = (a: { createdAt: string }, b: { createdAt: string }) =>
  a.createdAt < b.createdAt ? 1 : a.createdAt > b.createdAt ? -1 : 0

/** Completed public orders, newest first; no addresses, e-mails or ids (limit 1..50). */
export const latestPublicOrders = (orders: readonly OrderRecord[], limit = 10): PublicOrderSummary[] => {
  if (!Number.isInteger(limit) || limit < 1 || limit > 50)
    throw badRequest('limit must be an integer from 1 to 50', 'limit')
  return orders
    .filter((r) => r.isPublic && hasEvent(r, 'WITHDRAWAL_COMPLETED'))
    .map((r) => ({
      instrumentFrom: r.order.pair.instrumentFrom,
      instrumentTo: r.order.pair.instrumentTo,
      amountToGive: r.order.deposits.reduce((s, d) => s + d.amount, 0) || r.order.claimedDepositAmount,
      amountToGet: r.order.amountToGet,
      createdAt: r.order.createdAt,
    }))
    .sort(byNewest)
    .slice(0, limit)
}

/** The user's orders for /profile/history, newest first (paged by the caller). */
export const orderHistory = (orders: readonly OrderRecord[]): OrderHistoryItem[] =>
  orders
    .map((r) => ({
      orderId: r.order.orderId,
      destinationAddress: r.order.destinationAddress,
      pair: r.order.pair,
      rateMode: r.order.rateMode,
      claimedDepositAmount: r.order.claimedDepositAmount,
      amountToGet: r.order.amountToGet,
      status: lastEventKind(r),
      createdAt: r.order.createdAt,
    }))
    .sort(byNewest)

// What the user can do once the deposit is in: see the refund figures, request a refund, or accept
// the new floating rate after a rate mode change.

import type { OrderEventKind, RefundInfo } from '@sdk/gen/api/types.gen'
import type { WorldContext } from './context'
import { badRequest, validationError } from './errors'
import { getNetwork } from './networks'
import { repriceAtFloatingRate } from './order-lifecycle'
import { awaitingDecision, hasEvent, type OrderRecord } from './order-record'
import { roundTo } from './pair-rules'
import type { Order } from './types'

export interface RefundRequest {
  orderId?: string
  destinationAddress?: string
  refundAddress?: string
  refundAddressMemo?: string
  refundAmount?: number
  claimedNetworkFee?: number
}

/** The deposit back, less the network fee of instrumentFrom; no deposit → ERR_BAD_REQUEST. */
export const refundFigures = (rec: OrderRecord, ctx: WorldContext): RefundInfo => {
  const o = rec.order
  if (o.deposits.length === 0) throw badRequest('The order has no deposit to refund')
  const from = ctx.catalog.resolve(o.pair.instrumentFrom)
  const dec = from.instrument.precisionDecimals
  const deposited = o.deposits.reduce((s, d) => s + d.amount, 0)
  const fee = Math.min(
    roundTo(getNetwork(from.instrument.networkTitle).feeUsd / from.meta.basePrice, dec),
    deposited,
  )
  return { refundAmountWithoutNetworkFee: roundTo(deposited - fee, dec), networkFee: fee }
}

const addEvent = (rec: OrderRecord, kind: OrderEventKind, ctx: WorldContext) => {
  const now = Math.max(ctx.clock.now(), rec.lastProgressAt)
  rec.order.orderEvents.push({ kind, createdAt: ctx.clock.iso(now) })
  rec.lastProgressAt = now
}

/**
 * ERR_BAD_REQUEST without a deposit, after the payout started, after a refund request, or with a
 * refundAmount more than 1% off the refund info; ERR_VALIDATION for a refund address that is not valid
 * on instrumentFrom's network. REFUND_COMPLETED follows on the next step.
 */
export const requestRefund = (rec: OrderRecord, body: RefundRequest, ctx: WorldContext): Order => {
  const o = rec.order
  if (o.deposits.length === 0) throw badRequest('The order has no deposit to refund')
  if (hasEvent(rec, 'FUNDS_WITHDRAWAL_START'))
    throw badRequest('The payout has started; a refund is no longer possible')
  if (hasEvent(rec, 'REFUND_REQUESTED')) throw badRequest('A refund was already requested')
  const figures = refundFigures(rec, ctx)
  const claimed = body.refundAmount
  const expected = figures.refundAmountWithoutNetworkFee
  if (typeof claimed !== 'number' || Math.abs(claimed - expected) > expected * 0.01 + 1e-12) {
    throw badRequest('refundAmount is stale; fetch the refund info again', 'refundAmount')
  }
  const from = ctx.catalog.resolve(o.pair.instrumentFrom)
  const address = body.refundAddress?.trim() ?? ''
  if (!from.meta.addressPattern.test(address)) {
    throw validationError('refundAddress', `Address is not valid for ${from.instrument.networkTitle}`)
  }
  rec.refund = {
    address,
    memo: body.refundAddressMemo ?? null,
    amount: expected,
    networkFee: figures.networkFee,
  }
  o.refundAddress = address
  addEvent(rec, 'REFUND_REQUESTED', ctx)
  return o
}

/** Accepts the floating rate: amountToGet is recomputed at the rate now for the deposit actually received. */
export const acceptRateModeChange = (rec: OrderRecord, ctx: WorldContext): Order => {
  if (!awaitingDecision(rec)) throw badRequest('The order has no pending rate mode change')
  const o = rec.order
  o.rateMode = 'FLOATING'
  repriceAtFloatingRate(rec, ctx)
  addEvent(rec, 'RATE_MODE_CHANGE_ACCEPTED', ctx)
  return o
}

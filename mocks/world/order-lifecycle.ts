// How an order moves on: one step at a time, each due a delay after the previous one.
// CREATION_END → DEPOSIT_REGISTERED (deposit seen, 0 confirmations) → [FIXED problem + RATE_MODE_CHANGED (the
// order is repriced at the floating rate), then wait for accept or refund] → confirmations +1 per step → INCOMING_FUNDS_DETECTED (confirmed) →
// FUNDS_WITHDRAWAL_START → WITHDRAWAL_COMPLETED. A refund: REFUND_REQUESTED → REFUND_COMPLETED.

import type { OrderEventKind } from '@sdk/gen/api/types.gen'
import type { OrderDelays, WorldContext } from './context'
import { getNetwork, makeTxHash } from './networks'
import { awaitingDecision, hasEvent, isFinished, type OrderRecord, PROBLEM_EVENT } from './order-record'
import { roundTo } from './pair-rules'

export type StepKind =
  | 'deposit'
  | 'problem'
  | 'confirm'
  | 'withdraw-start'
  | 'withdraw-complete'
  | 'refund-complete'

export interface Step {
  kind: StepKind
  dueAt: number
}

/** The order's next step, or null when it is finished or waits for the user. */
export const nextStep = (rec: OrderRecord, delays: OrderDelays): Step | null => {
  if (isFinished(rec)) return null
  const at = (ms: number) => rec.lastProgressAt + ms
  if (hasEvent(rec, 'REFUND_REQUESTED'))
    return { kind: 'refund-complete', dueAt: at(delays.refundCompleteMs) }
  if (awaitingDecision(rec)) return null
  const o = rec.order
  if (o.deposits.length === 0) {
    const slow = rec.scenario === 'slow-deposit' && o.rateMode === 'FIXED'
    return { kind: 'deposit', dueAt: at(slow ? delays.slowDepositMs : delays.depositMs) }
  }
  if (rec.scenario !== 'happy' && !hasEvent(rec, 'RATE_MODE_CHANGED')) {
    return { kind: 'problem', dueAt: at(delays.problemMs) }
  }
  if (!hasEvent(rec, 'INCOMING_FUNDS_DETECTED')) return { kind: 'confirm', dueAt: at(delays.confirmationMs) }
  if (!hasEvent(rec, 'FUNDS_WITHDRAWAL_START'))
    return { kind: 'withdraw-start', dueAt: at(delays.withdrawalStartMs) }
  return { kind: 'withdraw-complete', dueAt: at(delays.withdrawalCompleteMs) }
}

/**
 * The order's terms at the floating rate now, for the deposit actually received (or the claimed one before it):
 * what a rate mode change offers and what accepting it settles on, so the order and the live rate agree.
 */
export const repriceAtFloatingRate = (rec: OrderRecord, ctx: WorldContext): void => {
  const o = rec.order
  const from = ctx.catalog.resolve(o.pair.instrumentFrom)
  const to = ctx.catalog.resolve(o.pair.instrumentTo)
  const deposited = o.deposits.reduce((sum, d) => sum + d.amount, 0)
  const amount = deposited > 0 ? deposited : o.claimedDepositAmount
  const quote = ctx.pricing.quotePair(from, to, 'FLOATING', amount, undefined, { enforceLimits: false })
  o.claimedPublicRate = quote.price
  o.amountToGet = quote.amountToGet
}

const addEvent = (rec: OrderRecord, kind: OrderEventKind, at: number, ctx: WorldContext) => {
  rec.order.orderEvents.push({ kind, createdAt: ctx.clock.iso(at) })
}

/** Applies one step at time `at`. Returns the events it added (none for a plain confirmation). */
export const applyStep = (rec: OrderRecord, step: Step, at: number, ctx: WorldContext): OrderEventKind[] => {
  const o = rec.order
  const before = o.orderEvents.length
  const from = ctx.catalog.resolve(o.pair.instrumentFrom)
  const fromNet = getNetwork(from.instrument.networkTitle)
  switch (step.kind) {
    case 'deposit': {
      const wrong = rec.scenario === 'wrong-amount' && o.rateMode === 'FIXED'
      const amount = wrong
        ? roundTo(o.expectedDepositAmount * 0.9, from.instrument.precisionDecimals)
        : o.expectedDepositAmount
      o.deposits.push({ amount, confirmations: 0, txHash: makeTxHash(fromNet, ctx.rng) })
      addEvent(rec, 'DEPOSIT_REGISTERED', at, ctx)
      if (o.minConfirmationsToWithdraw === 0 && rec.scenario === 'happy')
        addEvent(rec, 'INCOMING_FUNDS_DETECTED', at, ctx)
      break
    }
    case 'problem': {
      if (rec.scenario === 'happy') break
      addEvent(rec, PROBLEM_EVENT[rec.scenario], at, ctx)
      addEvent(rec, 'RATE_MODE_CHANGED', at, ctx)
      o.rateMode = 'FLOATING'
      o.fixedRateExpiresAt = null
      repriceAtFloatingRate(rec, ctx)
      break
    }
    case 'confirm': {
      for (const d of o.deposits)
        d.confirmations = Math.min(d.confirmations + 1, o.minConfirmationsToWithdraw)
      if (o.deposits.every((d) => d.confirmations >= o.minConfirmationsToWithdraw)) {
        addEvent(rec, 'INCOMING_FUNDS_DETECTED', at, ctx)
      }
      break
    }
    case 'withdraw-start':
      addEvent(rec, 'FUNDS_WITHDRAWAL_START', at, ctx)
      break
    case 'withdraw-complete': {
      const to = ctx.catalog.resolve(o.pair.instrumentTo)
      o.withdrawals.push({
        amount: o.amountToGet,
        txHash: makeTxHash(getNetwork(to.instrument.networkTitle), ctx.rng),
      })
      addEvent(rec, 'WITHDRAWAL_COMPLETED', at, ctx)
      break
    }
    case 'refund-complete':
      addEvent(rec, 'REFUND_COMPLETED', at, ctx)
      break
  }
  rec.lastProgressAt = at
  return o.orderEvents.slice(before).map((e) => e.kind)
}

/** Applies every step due by `now` (autoProgress), each at its own due time. */
export const catchUp = (rec: OrderRecord, ctx: WorldContext, now: number): OrderEventKind[] => {
  const added: OrderEventKind[] = []
  for (let guard = 0; guard < 500; guard++) {
    const step = nextStep(rec, ctx.config.orderDelays)
    if (!step || step.dueAt > now) break
    added.push(...applyStep(rec, step, step.dueAt, ctx))
  }
  return added
}

/**
 * The fast-forward control. 'event' (default) applies steps until one adds an event (so the
 * confirmations of a 50-confirmation XMR deposit pass in one call); 'step' applies exactly one step
 * (one confirmation); 'end' runs until the order finishes or waits for the user.
 */
export const fastForward = (
  rec: OrderRecord,
  ctx: WorldContext,
  mode: 'event' | 'step' | 'end' = 'event',
): OrderEventKind[] => {
  const added: OrderEventKind[] = []
  for (let guard = 0; guard < 500; guard++) {
    const step = nextStep(rec, ctx.config.orderDelays)
    if (!step) break
    const at = Math.max(ctx.clock.now(), rec.lastProgressAt)
    const events = applyStep(rec, step, at, ctx)
    added.push(...events)
    if (mode === 'step' || (mode === 'event' && events.length > 0)) break
  }
  return added
}

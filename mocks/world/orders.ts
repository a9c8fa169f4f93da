// Orders: creation, the public order page calls, the lifecycle controls and the public/latest lists.

import type {
  CreateOrderRequest,
  CreateOrderResponse,
  PublicOrderSummary,
  RefundInfo,
} from '@sdk/gen/api/types.gen'
import { toRef } from './catalog'
import { EMAIL_RE, type WorldContext } from './context'
import { badRequest, validationError, WorldError } from './errors'
import { getNetwork, makeAddress, makeMemo } from './networks'
import {
  assertWellFormed,
  type CheckedOrder,
  type CreateChecks,
  checkCreate,
  scenarioFor,
} from './order-create'
import { acceptRateModeChange, type RefundRequest, refundFigures, requestRefund } from './order-decisions'
import { catchUp, fastForward } from './order-lifecycle'
import { isFinished, type OrderRecord, type OrderScenario } from './order-record'
import { latestPublicOrders } from './order-views'
import type { Order } from './types'

export interface OrdersState {
  orders: OrderRecord[]
}

export interface CreateContext {
  /** The signed-in user, when the session cookie came along. */
  userId?: number | null
  /** The "no memo needed" box was ticked; public orders say so in the body (`noMemo`). */
  noMemo?: boolean
}

export interface OrderHooks extends CreateChecks {
  onFinished?: (rec: OrderRecord) => void
}

export const PROVIDER_CHECKOUT_URL = 'https://pay.mock-card-provider.test/checkout/'

export class Orders {
  st: OrdersState = { orders: [] }

  constructor(
    private readonly ctx: WorldContext,
    private readonly hooks: OrderHooks,
  ) {}

  find(orderId: string): OrderRecord | undefined {
    return this.st.orders.find((o) => o.order.orderId === orderId)
  }

  get(orderId: string): OrderRecord {
    const rec = this.find(orderId)
    if (!rec) throw new WorldError('ERR_NOT_FOUND', `Order ${orderId} not found`)
    return rec
  }

  create(body: Partial<CreateOrderRequest>, cc: CreateContext = {}): CreateOrderResponse {
    const req = assertWellFormed(body)
    if (req.idempotencyKey) {
      const seen = this.st.orders.find((o) => o.idempotencyKey === req.idempotencyKey)
      if (seen) return responseOf(seen)
    }
    const userId = cc.userId ?? null
    const checked = checkCreate(req, this.ctx, this.hooks, {
      userId,
      noMemo: !!cc.noMemo || req.noMemo === true,
    })
    if (req.legacyOrderId && this.st.orders.some((o) => o.legacyOrderId === req.legacyOrderId)) {
      throw new WorldError(
        'ERR_PRISMA_CLIENT_KNOWN_REQUEST',
        'Unique constraint failed on the fields: (`legacyOrderId`)',
      )
    }
    const rec = this.build(req, checked, userId)
    this.st.orders.push(rec)
    return responseOf(rec)
  }

  private build(req: CreateOrderRequest, c: CheckedOrder, userId: number | null): OrderRecord {
    const { rng, clock } = this.ctx
    const now = clock.now()
    const orderId = rng.id('ord_')
    const fromNet = getNetwork(c.from.instrument.networkTitle)
    const redirectUrl = c.fiat ? PROVIDER_CHECKOUT_URL + orderId : null
    const order: Order = {
      orderId,
      pair: { instrumentFrom: toRef(c.from), instrumentTo: toRef(c.to) },
      rateMode: req.rateMode,
      destinationAddress: req.destinationAddress.trim(),
      destinationAddressMemo: req.destinationAddressMemo?.trim() || null,
      refundAddress: req.refundAddress?.trim() || null,
      userEmail: req.userEmail?.trim() || null,
      createdAt: clock.iso(now),
      claimedDepositAmount: c.quote.amountToGive,
      claimedPublicRate: c.quote.price,
      amountToGet: c.quote.amountToGet,
      minConfirmationsToWithdraw: c.from.meta.minConfirmations,
      deposits: [],
      withdrawals: [],
      orderEvents: [{ kind: 'CREATION_END', createdAt: clock.iso(now) }],
      redirectUrl,
      depositAddress:
        c.from.instrument.instrumentType === 'fiat' ? (redirectUrl ?? '') : makeAddress(fromNet, rng),
      depositAddressMemo: c.from.instrument.requiresMemo ? makeMemo(fromNet, rng) : null,
      expectedDepositAmount: c.quote.amountToGive,
      fixedRateExpiresAt:
        req.rateMode === 'FIXED' ? clock.iso(now + this.ctx.config.fixedRateWindowMs) : null,
    }
    return {
      order,
      scenario: scenarioFor(req),
      ownerUserId: userId,
      idempotencyKey: req.idempotencyKey ?? null,
      legacyOrderId: req.legacyOrderId ?? null,
      referrerId: req.referrerId ?? null,
      lastProgressAt: now,
      refund: null,
      isPublic: true,
    }
  }

  /** The order page: ERR_NOT_FOUND without such an order, ERR_NOT_FOUND_E when the address differs. */
  publicInfo(orderId: string | undefined, destinationAddress: string | undefined): Order {
    return copy(this.authorized(orderId, destinationAddress).order)
  }

  refundInfo(orderId: string | undefined, destinationAddress: string | undefined): RefundInfo {
    return refundFigures(this.authorized(orderId, destinationAddress), this.ctx)
  }

  requestRefund(body: RefundRequest): Order {
    return copy(requestRefund(this.authorized(body.orderId, body.destinationAddress), body, this.ctx))
  }

  acceptRateModeChange(body: { orderId?: string; destinationAddress?: string }): Order {
    return copy(acceptRateModeChange(this.authorized(body.orderId, body.destinationAddress), this.ctx))
  }

  /** An e-mail can be set once; again → ERR_PRISMA_CLIENT_KNOWN_REQUEST. */
  setEmail(body: { orderId?: string; userEmail?: string }): { success: true } {
    if (!body.orderId) throw badRequest('orderId is required', 'orderId')
    if (!body.userEmail || !EMAIL_RE.test(body.userEmail))
      throw validationError('userEmail', 'E-mail is not valid')
    const rec = this.get(body.orderId)
    if (rec.order.userEmail) {
      throw new WorldError(
        'ERR_PRISMA_CLIENT_KNOWN_REQUEST',
        'Unique constraint failed: the order already has an e-mail',
      )
    }
    rec.order.userEmail = body.userEmail.trim()
    return { success: true }
  }

  /** Completed public orders, newest first (limit 1..50, default 10; else ERR_BAD_REQUEST). */
  latestPublic(limit = 10): PublicOrderSummary[] {
    return latestPublicOrders(this.st.orders, limit)
  }

  ofUser(userId: number): OrderRecord[] {
    return this.st.orders.filter((o) => o.ownerUserId === userId)
  }

  /** Moves the order on: see fastForward for the modes. */
  advance(orderId: string, mode: 'event' | 'step' | 'end' = 'event'): Order {
    const rec = this.get(orderId)
    if (fastForward(rec, this.ctx, mode).length) this.afterProgress(rec)
    return copy(rec.order)
  }

  /** Picks the FIXED problem an order will meet; only before its deposit arrives. */
  setScenario(orderId: string, scenario: OrderScenario): Order {
    const rec = this.get(orderId)
    if (scenario !== 'happy' && rec.order.rateMode !== 'FIXED')
      throw badRequest('Fixed-rate scenarios need a FIXED order')
    if (rec.order.deposits.length > 0) throw badRequest('The deposit has arrived; set the scenario before it')
    rec.scenario = scenario
    return copy(rec.order)
  }

  /** When autoProgress is switched on, unfinished orders count their next delay from now. */
  restartSchedules(): void {
    const now = this.ctx.clock.now()
    for (const rec of this.st.orders)
      if (!isFinished(rec)) rec.lastProgressAt = Math.max(rec.lastProgressAt, now)
  }

  /** With autoProgress, applies every step that is due by now. */
  tick(): void {
    if (!this.ctx.config.autoProgress) return
    const now = this.ctx.clock.now()
    for (const rec of this.st.orders) {
      if (isFinished(rec)) continue
      if (catchUp(rec, this.ctx, now).length) this.afterProgress(rec)
    }
  }

  private afterProgress(rec: OrderRecord): void {
    if (isFinished(rec)) this.hooks.onFinished?.(rec)
  }

  private authorized(orderId: string | undefined, destinationAddress: string | undefined): OrderRecord {
    if (!orderId) throw badRequest('orderId is required', 'orderId')
    if (!destinationAddress) throw badRequest('destinationAddress is required', 'destinationAddress')
    this.tick()
    const rec = this.get(orderId)
    if (rec.order.destinationAddress !== destinationAddress.trim()) {
      throw new WorldError('ERR_NOT_FOUND_E', 'Order not found for this destination address')
    }
    return rec
  }
}

export const responseOf = (rec: OrderRecord): CreateOrderResponse =>
  rec.order.redirectUrl
    ? { redirectUrl: rec.order.redirectUrl }
    : {
        orderId: rec.order.orderId,
        destinationAddress: rec.order.destinationAddress,
        rateMode: rec.order.rateMode,
      }

/** Orders leave the world as copies, so a caller cannot change the stored record by accident. */
const copy = (o: Order): Order => JSON.parse(JSON.stringify(o)) as Order

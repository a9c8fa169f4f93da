// Orders placed through the real HTTP mock server for the orders contract tests.
import type { CreateOrderRequest, RateMode } from '@sdk/gen/api/types.gen'
import { orderReq } from '../world/test-helpers'
import { control, expectOk, type ServerContext } from './contract-harness'
import { type Session, wire } from './contract-session'

export interface Placed {
  orderId: string
  destinationAddress: string
  req: CreateOrderRequest
}

export const place = async (
  s: Session,
  c: ServerContext,
  mode: RateMode = 'FLOATING',
  extra: Partial<CreateOrderRequest> = {},
): Promise<Placed> => {
  const req = orderReq(c.world, 'btc', 'usdttrc20', 0.01, mode, extra)
  const res = await s.api.POST('/api/v1/orders/public/create', { body: wire(req) })
  expectOk(res)
  const data = res.data as { orderId: string; destinationAddress: string }
  return { orderId: data.orderId, destinationAddress: data.destinationAddress, req }
}

/** A FIXED order whose deposit came in short: it waits for a refund or for the floating rate. */
export const awaitingDecision = async (s: Session, c: ServerContext): Promise<Placed> => {
  const o = await place(s, c, 'FIXED')
  await control(c.url, `/orders/${o.orderId}/scenario`, { scenario: 'wrong-amount' })
  await control(c.url, `/orders/${o.orderId}/advance`, {})
  await control(c.url, `/orders/${o.orderId}/advance`, {})
  return o
}

export const refundInfo = (s: Session, o: Placed) =>
  s.api.GET('/api/v1/orders/order-refund-info', {
    params: { query: { orderId: o.orderId, destinationAddress: o.destinationAddress } },
  })

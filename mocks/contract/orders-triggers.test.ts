// Contract tests, tag `orders`: the documented error triggers of the order calls (mocks/world/triggers.ts)
// and the lifecycle controls, through the real HTTP mock server.
import type { CreateOrderRequest, RateMode } from '@sdk/gen/api/types.gen'
import type { ErrorCode } from '@sdk/operations.gen'
import { describe, expect, it } from 'vitest'
import { BLACKLIST } from '../world/order-create'
import { orderReq } from '../world/test-helpers'
import { control, expectCode, expectOk, serveContractFile } from './contract-harness'
import { createSession, type Session, signedIn, wire } from './contract-session'
import { awaitingDecision, place, refundInfo } from './order-fixtures'

const ctx = serveContractFile('orders-triggers')

const create = (s: Session, body: CreateOrderRequest) =>
  s.api.POST('/api/v1/orders/public/create', { body: wire(body) })
const req = (
  from: string,
  to: string,
  amount: number,
  mode: RateMode = 'FLOATING',
  extra: Partial<CreateOrderRequest> = {},
) => orderReq(ctx.world, from, to, amount, mode, extra)

describe('createPublicOrder: documented error triggers', () => {
  const anonymous: [string, () => CreateOrderRequest, ErrorCode][] = [
    ['an amount under $10', () => req('btc', 'usdttrc20', 0.0001), 'ERR_CLAIMED_DEPOSIT_AMOUNT_TOO_SMALL'],
    ['an amount over $50,000', () => req('btc', 'usdttrc20', 1), 'ERR_CLAIMED_DEPOSIT_AMOUNT_TOO_BIG'],
    ['a FIXED order over $20,000', () => req('btc', 'usdttrc20', 0.5, 'FIXED'), 'ERR_UNPROCESSABLE_ENTITY'],
    ['FIXED with xmr', () => req('btc', 'xmr', 0.01, 'FIXED'), 'ERR_NOT_ACCEPTABLE'],
    ['a pair to zec', () => req('btc', 'zec', 0.01), 'ERR_NO_LIQUIDITY_AVAILABLE'],
    ['an inactive pair', () => req('luna', 'usdttrc20', 100), 'ERR_PAIR_NOT_ACTIVE'],
    ['the same instrument on both sides', () => req('btc', 'btc', 0.01), 'ERR_PAIR_NOT_ACTIVE'],
    [
      'a blacklisted destination',
      () => req('btc', 'usdttrc20', 0.01, 'FLOATING', { destinationAddress: BLACKLIST.sampleTrc20 }),
      'ERR_FORBIDDEN',
    ],
    [
      'a blacklisted e-mail',
      () => req('btc', 'usdttrc20', 0.01, 'FLOATING', { userEmail: `x@${BLACKLIST.emailDomain}` }),
      'ERR_FORBIDDEN',
    ],
    [
      'an unknown referrer',
      () => req('btc', 'usdttrc20', 0.01, 'FLOATING', { referrerId: 'ref_UNKNOWN' }),
      'ERR_NOT_FOUND',
    ],
    [
      'an unknown network',
      () => ({
        ...req('btc', 'usdttrc20', 0.01),
        instrumentTo: { currencyTitle: 'USDT', networkTitle: 'NOPE', slug: 'usdtnope' },
      }),
      'ERR_NETWORK_NOT_SUPPORTED',
    ],
    [
      'a destination invalid for the network',
      () => req('btc', 'usdttrc20', 0.01, 'FLOATING', { destinationAddress: 'not-an-address' }),
      'ERR_VALIDATION',
    ],
    [
      'FIXED without a refund address',
      () => {
        const { refundAddress: _omitted, ...rest } = req('btc', 'usdttrc20', 0.01, 'FIXED')
        return rest
      },
      'ERR_VALIDATION',
    ],
  ]
  for (const [name, body, code] of anonymous) {
    it(`${name} → ${code}`, async () => {
      const res = await create(createSession(ctx.url), body())
      expectCode(res, code)
      if (code.startsWith('ERR_CLAIMED_DEPOSIT'))
        expect((res.error as { expectedAmount?: number }).expectedAmount).toBeGreaterThan(0)
    })
  }

  it('a fiat order above the no-KYC threshold without provider KYC → ERR_FORBIDDEN', async () => {
    const res = await create(await signedIn(ctx.url, 'fresh'), req('usd', 'usdttrc20', 1000))
    expectCode(res, 'ERR_FORBIDDEN')
    expect((res.error as { message: string }).message).toBe('KYC verification needed.')
  })

  it('a fiat order with provider KYC answers the checkout redirect', async () => {
    const res = await create(await signedIn(ctx.url, 'demo'), req('usd', 'usdttrc20', 200))
    expectOk(res)
    expect(res.data).toHaveProperty('redirectUrl')
  })

  it('a reused legacyOrderId → ERR_PRISMA_CLIENT_KNOWN_REQUEST', async () => {
    const s = createSession(ctx.url)
    expectOk(await create(s, req('btc', 'usdttrc20', 0.01, 'FLOATING', { legacyOrderId: 'L-9' })))
    const again = req('btc', 'usdttrc20', 0.01, 'FLOATING', { legacyOrderId: 'L-9' })
    expectCode(await create(s, again), 'ERR_PRISMA_CLIENT_KNOWN_REQUEST')
  })

  it('the same idempotencyKey answers the same order', async () => {
    const s = createSession(ctx.url)
    const body = req('btc', 'usdttrc20', 0.01, 'FLOATING', { idempotencyKey: 'idem-1' })
    const first = await create(s, body)
    const second = await create(s, body)
    expectOk(second)
    expect(second.data).toEqual(first.data)
  })

  it('technical difficulties pause new orders with ERR_SERVICE_UNAVAILABLE', async () => {
    await control(ctx.url, '/health', { status: 'TECHNICAL_DIFFICULTIES' })
    expectCode(await create(createSession(ctx.url), req('btc', 'usdttrc20', 0.01)), 'ERR_SERVICE_UNAVAILABLE')
  })

  it('an injected network failure drops the connection without an answer', async () => {
    await control(ctx.url, '/fail', { operationId: 'createPublicOrder', kind: 'network' })
    await expect(create(createSession(ctx.url), req('btc', 'usdttrc20', 0.01))).rejects.toThrow()
    expectOk(await create(createSession(ctx.url), req('btc', 'usdttrc20', 0.01)))
  })
})

describe('orders: the lifecycle controls', () => {
  it('advances an order to the end and shows it in the public info', async () => {
    const s = createSession(ctx.url)
    const body = req('btc', 'usdttrc20', 0.01)
    const created = await create(s, body)
    const { orderId } = created.data as { orderId: string }
    const order = await control<{ orderEvents: { kind: string }[] }>(ctx.url, `/orders/${orderId}/advance`, {
      mode: 'end',
    })
    expect(order.orderEvents.at(-1)?.kind).toBe('WITHDRAWAL_COMPLETED')
    const info = await s.api.GET('/api/v1/orders/public-info', {
      params: { query: { orderId, destinationAddress: body.destinationAddress } },
    })
    expectOk(info)
    expect(info.data?.orderEvents.at(-1)?.kind).toBe('WITHDRAWAL_COMPLETED')
  })
})

describe('orders: documented error triggers', () => {
  const s = () => createSession(ctx.url)

  it('finds orders by id and destination address only', async () => {
    const o = await place(s(), ctx)
    const q = (orderId: string, destinationAddress: string) => ({
      params: { query: { orderId, destinationAddress } },
    })
    expectCode(await s().api.GET('/api/v1/orders/public-info', q('ord_NOPE0000', 'x')), 'ERR_NOT_FOUND')
    const wrong = q(o.orderId, 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE')
    expectCode(await s().api.GET('/api/v1/orders/public-info', wrong), 'ERR_NOT_FOUND_E')
    expectCode(await s().api.GET('/api/v1/orders/order-refund-info', wrong), 'ERR_NOT_FOUND_E')
    expectCode(
      await s().api.GET('/api/v1/orders/order-refund-info', q(o.orderId, o.destinationAddress)),
      'ERR_BAD_REQUEST',
    )
    const accept = { body: { orderId: o.orderId, destinationAddress: o.destinationAddress } }
    expectCode(await s().api.POST('/api/v1/orders/public/accept-rate-mode-change', accept), 'ERR_BAD_REQUEST')
    const wrongAccept = {
      body: { orderId: o.orderId, destinationAddress: 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE' },
    }
    expectCode(
      await s().api.POST('/api/v1/orders/public/accept-rate-mode-change', wrongAccept),
      'ERR_NOT_FOUND_E',
    )
    const refund = { ...wrongAccept.body, refundAddress: 'x', refundAmount: 1, claimedNetworkFee: 0 }
    expectCode(
      await s().api.POST('/api/v1/orders/public/request-refund', { body: refund }),
      'ERR_NOT_FOUND_E',
    )
    const unknown = { ...refund, orderId: 'ord_NOPE0000' }
    expectCode(await s().api.POST('/api/v1/orders/public/request-refund', { body: unknown }), 'ERR_NOT_FOUND')
    expectCode(
      await s().api.POST('/api/v1/orders/public/accept-rate-mode-change', {
        body: { ...accept.body, orderId: 'ord_NOPE0000' },
      }),
      'ERR_NOT_FOUND',
    )
  })

  it('sets an e-mail once', async () => {
    const o = await place(s(), ctx)
    const body = { orderId: o.orderId, userEmail: 'a@example.com' }
    expectOk(await s().api.POST('/api/v1/orders/public/set-email', { body }))
    expectCode(
      await s().api.POST('/api/v1/orders/public/set-email', { body }),
      'ERR_PRISMA_CLIENT_KNOWN_REQUEST',
    )
    const unknown = { body: { ...body, orderId: 'ord_NOPE0000' } }
    expectCode(await s().api.POST('/api/v1/orders/public/set-email', unknown), 'ERR_NOT_FOUND')
  })

  it('rejects a stale refund amount and a bad refund address', async () => {
    const o = await awaitingDecision(s(), ctx)
    const info = (await refundInfo(s(), o)).data
    const body = {
      orderId: o.orderId,
      destinationAddress: o.destinationAddress,
      refundAddress: o.req.refundAddress ?? '',
      refundAmount: (info?.refundAmountWithoutNetworkFee ?? 0) * 2,
      claimedNetworkFee: info?.networkFee ?? 0,
    }
    expectCode(await s().api.POST('/api/v1/orders/public/request-refund', { body }), 'ERR_BAD_REQUEST')
    const badAddress = {
      ...body,
      refundAmount: info?.refundAmountWithoutNetworkFee ?? 0,
      refundAddress: '0xnope',
    }
    expectCode(
      await s().api.POST('/api/v1/orders/public/request-refund', { body: badAddress }),
      'ERR_VALIDATION',
    )
  })
})

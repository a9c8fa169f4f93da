// The order calls through the real SDK against the mocks (every answer checked against the contract).
import {
  createPublicOrder,
  getOrderPublicInfo,
  getOrderRefundInfo,
  getPublicRate,
  listLatestPublicOrders,
  setOrderEmail,
} from '@sdk/gen/api/sdk.gen'
import type { CreateOrderRequest } from '@sdk/gen/api/types.gen'
import { describe, expect, it } from 'vitest'
import { BLACKLIST } from '../world/order-create'
import { orderReq } from '../world/test-helpers'
import { failure, setupSdkTestNetwork } from './sdk-test-network'

const net = setupSdkTestNetwork({ seed: 42 })

const create = async (req: CreateOrderRequest) => {
  const { data } = await createPublicOrder({ body: req })
  if (!data || !('orderId' in data)) throw new Error('expected a crypto order')
  return data
}

describe('a guest order', () => {
  it('is created and read back by orderId and destinationAddress', async () => {
    const req = orderReq(net.world, 'btc', 'usdttrc20', 0.01)
    const created = await create(req)
    expect(created).toEqual({
      orderId: expect.stringMatching(/^ord_/),
      destinationAddress: req.destinationAddress,
      rateMode: 'FLOATING',
    })
    const { data: order } = await getOrderPublicInfo({
      query: { orderId: created.orderId, destinationAddress: created.destinationAddress },
    })
    expect(order).toMatchObject({
      orderId: created.orderId,
      pair: { instrumentFrom: { slug: 'btc' }, instrumentTo: { slug: 'usdttrc20' } },
      claimedDepositAmount: 0.01,
      orderEvents: [{ kind: 'CREATION_END' }],
    })
  })

  it('answers ERR_NOT_FOUND_E for the wrong destination address, ERR_NOT_FOUND for an unknown order', async () => {
    const created = await create(orderReq(net.world, 'btc', 'usdttrc20', 0.01))
    const wrong = { orderId: created.orderId, destinationAddress: 'TWrongAddress' }
    expect(await failure(getOrderPublicInfo({ query: wrong }))).toMatchObject({
      code: 'ERR_NOT_FOUND_E',
      status: 404,
      traceId: expect.any(String),
    })
    expect(await failure(getOrderRefundInfo({ query: wrong }))).toMatchObject({ code: 'ERR_NOT_FOUND_E' })
    expect(
      await failure(getOrderPublicInfo({ query: { orderId: 'ord_NOPE0000', destinationAddress: 'x' } })),
    ).toMatchObject({ code: 'ERR_NOT_FOUND', status: 404 })
  })

  it('moves on with the advanceOrder control', async () => {
    const created = await create(orderReq(net.world, 'btc', 'usdttrc20', 0.01))
    net.world.controls.advanceOrder(created.orderId, 'end')
    const { data } = await getOrderPublicInfo({ query: created })
    expect(data?.orderEvents.map((e) => e.kind)).toContain('WITHDRAWAL_COMPLETED')
    const { data: latest } = await listLatestPublicOrders({ query: { limit: 5 } })
    expect(latest).toHaveLength(5)
  })
})

describe('documented error triggers', () => {
  it('ERR_FORBIDDEN for a blacklisted address, with the message the client reads', async () => {
    const req = orderReq(net.world, 'btc', 'usdttrc20', 0.01, 'FLOATING', {
      destinationAddress: BLACKLIST.sampleTrc20,
    })
    expect(await failure(createPublicOrder({ body: req }))).toMatchObject({
      code: 'ERR_FORBIDDEN',
      status: 403,
      message: 'Client data is blacklisted',
    })
  })

  it('ERR_CLAIMED_DEPOSIT_AMOUNT_TOO_SMALL / _TOO_BIG carry expectedAmount', async () => {
    const small = await failure(createPublicOrder({ body: orderReq(net.world, 'btc', 'usdttrc20', 0.0001) }))
    expect(small).toMatchObject({
      code: 'ERR_CLAIMED_DEPOSIT_AMOUNT_TOO_SMALL',
      expectedAmount: expect.any(Number),
    })
    const query = {
      instrumentFromCurrencyTitle: 'BTC',
      instrumentFromNetworkTitle: 'BTC',
      instrumentToCurrencyTitle: 'USDT',
      instrumentToNetworkTitle: 'TRC20',
      rateMode: 'FLOATING' as const,
      claimedDepositAmount: 1,
    }
    expect(await failure(getPublicRate({ query }))).toMatchObject({
      code: 'ERR_CLAIMED_DEPOSIT_AMOUNT_TOO_BIG',
      status: 400,
      expectedAmount: expect.any(Number),
    })
    const { data } = await getPublicRate({ query: { ...query, claimedDepositAmount: 0.01 } })
    expect(data).toMatchObject({ amountToGive: 0.01, rateMode: 'FLOATING' })
  })

  it('ERR_NOT_ACCEPTABLE for a FIXED rate on xmr, ERR_UNPROCESSABLE_ENTITY above the fixed cap', async () => {
    const xmr = orderReq(net.world, 'btc', 'xmr', 0.01, 'FIXED')
    expect(await failure(createPublicOrder({ body: xmr }))).toMatchObject({
      code: 'ERR_NOT_ACCEPTABLE',
      status: 406,
    })
    const big = orderReq(net.world, 'btc', 'usdttrc20', 0.5, 'FIXED')
    expect(await failure(createPublicOrder({ body: big }))).toMatchObject({
      code: 'ERR_UNPROCESSABLE_ENTITY',
      status: 422,
    })
  })

  it('ERR_PRISMA_CLIENT_KNOWN_REQUEST for a second e-mail on an order', async () => {
    const created = await create(orderReq(net.world, 'btc', 'usdttrc20', 0.01))
    const { data } = await setOrderEmail({ body: { orderId: created.orderId, userEmail: 'a@example.com' } })
    expect(data).toEqual({ success: true })
    expect(
      await failure(setOrderEmail({ body: { orderId: created.orderId, userEmail: 'b@example.com' } })),
    ).toMatchObject({ code: 'ERR_PRISMA_CLIENT_KNOWN_REQUEST', status: 409 })
  })

  it('checks the request with the contract schema: ERR_BAD_REQUEST or ERR_VALIDATION naming the field', async () => {
    const req = orderReq(net.world, 'btc', 'usdttrc20', 0.01)
    const noAddress = { ...req, destinationAddress: '' }
    expect(await failure(createPublicOrder({ body: noAddress }))).toMatchObject({
      code: 'ERR_BAD_REQUEST',
      field: 'destinationAddress',
    })
    const badEmail = { ...req, userEmail: 'not-an-email' }
    expect(await failure(createPublicOrder({ body: badEmail }))).toMatchObject({
      code: 'ERR_VALIDATION',
      field: 'userEmail',
    })
    // The world's own rule: an address that is not valid on the receiving network.
    const badAddress = { ...req, destinationAddress: '0xnot-a-tron-address' }
    expect(await failure(createPublicOrder({ body: badAddress }))).toMatchObject({
      code: 'ERR_VALIDATION',
      field: 'destinationAddress',
    })
    expect(await failure(listLatestPublicOrders({ query: { limit: 500 } }))).toMatchObject({
      code: 'ERR_BAD_REQUEST',
      field: 'limit',
    })
  })
})

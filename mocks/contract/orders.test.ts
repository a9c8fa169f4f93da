// Contract tests, tag `orders`: the public order calls through the real HTTP mock server.
import { describe, expect, it } from 'vitest'
import { orderReq } from '../world/test-helpers'
import { type Cases, describeOperations, expectOk, serveContractFile, uncovered } from './contract-harness'
import { wire } from './contract-session'
import { awaitingDecision, place, refundInfo } from './order-fixtures'

const ctx = serveContractFile('orders')

const cases: Cases = {
  listLatestPublicOrders: {
    valid: (s) => s.api.GET('/api/v1/orders/public/latest', { params: { query: { limit: 5 } } }),
    invalid: [
      {
        name: 'limit out of range',
        call: (s) => s.api.GET('/api/v1/orders/public/latest', { params: { query: { limit: 51 } } }),
        code: 'ERR_BAD_REQUEST',
      },
      {
        name: 'limit not a number',
        call: (s) =>
          s.api.GET('/api/v1/orders/public/latest', { params: { query: { limit: 'many' as never } } }),
        code: 'ERR_BAD_REQUEST',
      },
    ],
  },
  getOrderPublicInfo: {
    valid: async (s, c) => {
      const o = await place(s, c)
      return s.api.GET('/api/v1/orders/public-info', {
        params: { query: { orderId: o.orderId, destinationAddress: o.destinationAddress } },
      })
    },
    invalid: [
      {
        name: 'destinationAddress missing',
        call: (s) =>
          s.api.GET('/api/v1/orders/public-info', { params: { query: { orderId: 'ord_X' } as never } }),
        code: 'ERR_BAD_REQUEST',
      },
    ],
  },
  getOrderRefundInfo: {
    valid: async (s, c) => refundInfo(s, await awaitingDecision(s, c)),
    invalid: [
      {
        name: 'orderId missing',
        call: (s) =>
          s.api.GET('/api/v1/orders/order-refund-info', {
            params: { query: { destinationAddress: 'T1' } as never },
          }),
        code: 'ERR_BAD_REQUEST',
      },
    ],
  },
  createPublicOrder: {
    valid: (s, c) =>
      s.api.POST('/api/v1/orders/public/create', { body: wire(orderReq(c.world, 'btc', 'usdttrc20', 0.01)) }),
    invalid: [
      {
        name: 'unknown rateMode',
        call: (s, c) =>
          s.api.POST('/api/v1/orders/public/create', {
            body: { ...wire(orderReq(c.world, 'btc', 'usdttrc20', 0.01)), rateMode: 'SOMETIMES' as never },
          }),
        code: 'ERR_BAD_REQUEST',
      },
      {
        name: 'amount not a number',
        call: (s, c) =>
          s.api.POST('/api/v1/orders/public/create', {
            body: {
              ...wire(orderReq(c.world, 'btc', 'usdttrc20', 0.01)),
              claimedDepositAmount: 'lots' as never,
            },
          }),
        code: 'ERR_BAD_REQUEST',
      },
      {
        name: 'no body',
        call: (s) => s.api.POST('/api/v1/orders/public/create', { body: undefined as never }),
        code: 'ERR_BAD_REQUEST',
      },
    ],
  },
  setOrderEmail: {
    valid: async (s, c) => {
      const o = await place(s, c)
      return s.api.POST('/api/v1/orders/public/set-email', {
        body: { orderId: o.orderId, userEmail: 'buyer@example.com' },
      })
    },
    invalid: [
      {
        name: 'orderId missing',
        call: (s) =>
          s.api.POST('/api/v1/orders/public/set-email', { body: { userEmail: 'a@example.com' } as never }),
        code: 'ERR_BAD_REQUEST',
      },
      {
        name: 'userEmail not an e-mail',
        call: (s) =>
          s.api.POST('/api/v1/orders/public/set-email', { body: { orderId: 'ord_X', userEmail: 'nope' } }),
        code: 'ERR_VALIDATION',
      },
    ],
  },
  requestOrderRefund: {
    valid: async (s, c) => {
      const o = await awaitingDecision(s, c)
      const info = await refundInfo(s, o)
      expectOk(info)
      return s.api.POST('/api/v1/orders/public/request-refund', {
        body: {
          orderId: o.orderId,
          destinationAddress: o.destinationAddress,
          refundAddress: o.req.refundAddress ?? '',
          refundAmount: info.data?.refundAmountWithoutNetworkFee ?? 0,
          claimedNetworkFee: info.data?.networkFee ?? 0,
        },
      })
    },
    invalid: [
      {
        name: 'refundAmount not a number',
        call: (s) =>
          s.api.POST('/api/v1/orders/public/request-refund', {
            body: {
              orderId: 'ord_X',
              destinationAddress: 'T1',
              refundAddress: 'bc1q',
              refundAmount: 'all' as never,
              claimedNetworkFee: 0,
            },
          }),
        code: 'ERR_BAD_REQUEST',
      },
    ],
  },
  acceptOrderRateModeChange: {
    valid: async (s, c) => {
      const o = await awaitingDecision(s, c)
      return s.api.POST('/api/v1/orders/public/accept-rate-mode-change', {
        body: { orderId: o.orderId, destinationAddress: o.destinationAddress },
      })
    },
    invalid: [
      {
        name: 'destinationAddress missing',
        call: (s) =>
          s.api.POST('/api/v1/orders/public/accept-rate-mode-change', {
            body: { orderId: 'ord_X' } as never,
          }),
        code: 'ERR_BAD_REQUEST',
      },
    ],
  },
}

describe('orders', () => {
  it('covers every operation of the tag', () => expect(uncovered(['orders'], cases)).toEqual([]))
  describeOperations(ctx, cases)
})

// Tag `orders`: the public order calls (create, the order page, refunds, the latest-orders ticker).
import {
  zAcceptOrderRateModeChangeBody,
  zCreatePublicOrderBody,
  zGetOrderPublicInfoQuery,
  zGetOrderRefundInfoQuery,
  zListLatestPublicOrdersQuery,
  zRequestOrderRefundBody,
  zSetOrderEmailBody,
} from '@sdk/gen/api/zod.gen'
import type { paths } from '@sdk/paths/api'
import type { HttpHandler } from 'msw'
import { createOpenApiHttp } from 'openapi-msw'
import type { World } from '../world/world'
import { readInput } from './request-input'
import { answer, optionalUserId } from './respond'

export function ordersHandlers(world: World, baseUrl: string): HttpHandler[] {
  const http = createOpenApiHttp<paths>({ baseUrl })
  return [
    http.get('/api/v1/orders/public/latest', (info) =>
      answer(world, 'listLatestPublicOrders', info, async () => {
        const { query } = await readInput(
          'listLatestPublicOrders',
          { query: zListLatestPublicOrdersQuery },
          info,
        )
        return info.response(200).json(world.orders.latestPublic(query?.limit))
      }),
    ),
    http.get('/api/v1/orders/public-info', (info) =>
      answer(world, 'getOrderPublicInfo', info, async () => {
        const { query } = await readInput('getOrderPublicInfo', { query: zGetOrderPublicInfoQuery }, info)
        return info.response(200).json(world.orders.publicInfo(query.orderId, query.destinationAddress))
      }),
    ),
    http.get('/api/v1/orders/order-refund-info', (info) =>
      answer(world, 'getOrderRefundInfo', info, async () => {
        const { query } = await readInput('getOrderRefundInfo', { query: zGetOrderRefundInfoQuery }, info)
        return info.response(200).json(world.orders.refundInfo(query.orderId, query.destinationAddress))
      }),
    ),
    http.post('/api/v1/orders/public/create', (info) =>
      answer(world, 'createPublicOrder', info, async () => {
        const { body } = await readInput('createPublicOrder', { body: zCreatePublicOrderBody }, info)
        // The session cookie is sent along when there is one (fiat orders need the account).
        const userId = optionalUserId(world, info.cookies)
        return info.response(200).json(world.orders.create(body, { userId }))
      }),
    ),
    http.post('/api/v1/orders/public/set-email', (info) =>
      answer(world, 'setOrderEmail', info, async () => {
        const { body } = await readInput('setOrderEmail', { body: zSetOrderEmailBody }, info)
        return info.response(200).json(world.orders.setEmail(body))
      }),
    ),
    http.post('/api/v1/orders/public/request-refund', (info) =>
      answer(world, 'requestOrderRefund', info, async () => {
        const { body } = await readInput('requestOrderRefund', { body: zRequestOrderRefundBody }, info)
        return info.response(200).json(world.orders.requestRefund(body))
      }),
    ),
    http.post('/api/v1/orders/public/accept-rate-mode-change', (info) =>
      answer(world, 'acceptOrderRateModeChange', info, async () => {
        const { body } = await readInput(
          'acceptOrderRateModeChange',
          { body: zAcceptOrderRateModeChangeBody },
          info,
        )
        return info.response(200).json(world.orders.acceptRateModeChange(body))
      }),
    ),
  ]
}

// Tag `account`: the signed-in user's account data, wallet, order history and exchange requests.
import {
  zCreateExchangeRequestBody,
  zListOrderHistoryQuery,
  zListWalletHistoryQuery,
} from '@sdk/gen/api/zod.gen'
import type { paths } from '@sdk/paths/api'
import type { HttpHandler } from 'msw'
import { createOpenApiHttp } from 'openapi-msw'
import type { World } from '../world/world'
import { readInput } from './request-input'
import { ACCESS_COOKIE, answer, sessionUserId } from './respond'

export function accountHandlers(world: World, baseUrl: string): HttpHandler[] {
  const http = createOpenApiHttp<paths>({ baseUrl })
  return [
    http.get('/api/v1/users/account-data', (info) =>
      answer(world, 'getAccountData', info, () =>
        info.response(200).json(world.account.accountData(info.cookies[ACCESS_COOKIE])),
      ),
    ),
    http.get('/api/v1/users/wallet/balances', (info) =>
      answer(world, 'getWalletBalances', info, () => {
        const userId = sessionUserId(world, info.cookies)
        return info.response(200).json(world.wallet.balances(userId))
      }),
    ),
    http.get('/api/v1/users/wallet/history', (info) =>
      answer(world, 'listWalletHistory', info, async () => {
        const userId = sessionUserId(world, info.cookies)
        const { query } = await readInput('listWalletHistory', { query: zListWalletHistoryQuery }, info)
        return info.response(200).json(world.wallet.history(userId, query))
      }),
    ),
    http.get('/api/v1/users/orders', (info) =>
      answer(world, 'listOrderHistory', info, async () => {
        const userId = sessionUserId(world, info.cookies)
        const { query } = await readInput('listOrderHistory', { query: zListOrderHistoryQuery }, info)
        return info.response(200).json(world.account.orderHistory(userId, query))
      }),
    ),
    http.post('/api/v1/users/exchange-request', (info) =>
      answer(world, 'createExchangeRequest', info, async () => {
        const userId = sessionUserId(world, info.cookies)
        const { body } = await readInput('createExchangeRequest', { body: zCreateExchangeRequestBody }, info)
        return info.response(200).json(world.account.exchangeRequest(userId, body))
      }),
    ),
  ]
}

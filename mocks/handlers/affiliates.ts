// Tag `affiliates`: the signed-in user's referral id, balances, rewards and withdrawals.
import {
  zCreateAffiliateWithdrawalBody,
  zListAffiliateAccrualsQuery,
  zListAffiliateWithdrawalsQuery,
  zListCashbacksQuery,
} from '@sdk/gen/api/zod.gen'
import type { paths } from '@sdk/paths/api'
import type { HttpHandler } from 'msw'
import { createOpenApiHttp } from 'openapi-msw'
import type { World } from '../world/world'
import { readInput } from './request-input'
import { answer, sessionUserId } from './respond'
import { referrerIdOf } from './world-additions'

export function affiliatesHandlers(world: World, baseUrl: string): HttpHandler[] {
  const http = createOpenApiHttp<paths>({ baseUrl })
  return [
    http.get('/api/v1/affiliates/referrer-id', (info) =>
      answer(world, 'getReferrerId', info, () => {
        const userId = sessionUserId(world, info.cookies)
        return info.response(200).json(referrerIdOf(world, userId))
      }),
    ),
    http.get('/api/v1/affiliates/balances', (info) =>
      answer(world, 'listAffiliateBalances', info, () => {
        const userId = sessionUserId(world, info.cookies)
        return info.response(200).json(world.affiliates.balances(userId))
      }),
    ),
    http.get('/api/v1/affiliates/accruals', (info) =>
      answer(world, 'listAffiliateAccruals', info, async () => {
        const userId = sessionUserId(world, info.cookies)
        const { query } = await readInput(
          'listAffiliateAccruals',
          { query: zListAffiliateAccrualsQuery },
          info,
        )
        return info.response(200).json(world.affiliates.accruals(userId, query))
      }),
    ),
    http.get('/api/v1/affiliates/cashbacks', (info) =>
      answer(world, 'listCashbacks', info, async () => {
        const userId = sessionUserId(world, info.cookies)
        const { query } = await readInput('listCashbacks', { query: zListCashbacksQuery }, info)
        return info.response(200).json(world.affiliates.cashbacks(userId, query))
      }),
    ),
    http.get('/api/v1/affiliates/cashbacks/totals', (info) =>
      answer(world, 'getCashbackTotals', info, () => {
        const userId = sessionUserId(world, info.cookies)
        return info.response(200).json(world.affiliates.cashbackTotals(userId))
      }),
    ),
    http.get('/api/v1/affiliates/withdrawals', (info) =>
      answer(world, 'listAffiliateWithdrawals', info, async () => {
        const userId = sessionUserId(world, info.cookies)
        const { query } = await readInput(
          'listAffiliateWithdrawals',
          { query: zListAffiliateWithdrawalsQuery },
          info,
        )
        return info.response(200).json(world.affiliates.withdrawals(userId, query))
      }),
    ),
    http.post('/api/v1/affiliates/withdrawals', (info) =>
      answer(world, 'createAffiliateWithdrawal', info, async () => {
        const userId = sessionUserId(world, info.cookies)
        const { body } = await readInput(
          'createAffiliateWithdrawal',
          { body: zCreateAffiliateWithdrawalBody },
          info,
        )
        return info.response(201).json(world.affiliates.createWithdrawal(userId, body))
      }),
    ),
  ]
}

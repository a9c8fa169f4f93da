// Tag `card-provider`: the card payment provider's user calls (fiat flow), for the signed-in user.
import {
  zCardProviderSignInBody,
  zCardProviderSignUpBody,
  zGetCardProviderKycAccessTokenQuery,
} from '@sdk/gen/api/zod.gen'
import type { paths } from '@sdk/paths/api'
import type { HttpHandler } from 'msw'
import { createOpenApiHttp } from 'openapi-msw'
import type { World } from '../world/world'
import { readInput } from './request-input'
import { answer, sessionUserId } from './respond'

export function cardProviderHandlers(world: World, baseUrl: string): HttpHandler[] {
  const http = createOpenApiHttp<paths>({ baseUrl })
  const base = '/api/v1/liquidity-providers/mercuryo'
  return [
    http.post(`${base}/user/sign-up`, (info) =>
      answer(world, 'cardProviderSignUp', info, async () => {
        const userId = sessionUserId(world, info.cookies)
        const { body } = await readInput('cardProviderSignUp', { body: zCardProviderSignUpBody }, info)
        return info.response(200).json(world.cardProvider.signUp(userId, body))
      }),
    ),
    http.post(`${base}/user/sign-in`, (info) =>
      answer(world, 'cardProviderSignIn', info, async () => {
        const userId = sessionUserId(world, info.cookies)
        const { body } = await readInput('cardProviderSignIn', { body: zCardProviderSignInBody }, info)
        return info.response(200).json(world.cardProvider.signIn(userId, body))
      }),
    ),
    http.get(`${base}/user/contacts`, (info) =>
      answer(world, 'getCardProviderContacts', info, () => {
        const userId = sessionUserId(world, info.cookies)
        return info.response(200).json(world.cardProvider.contacts(userId))
      }),
    ),
    http.get(`${base}/user/kyc-status`, (info) =>
      answer(world, 'getCardProviderKycStatus', info, () => {
        const userId = sessionUserId(world, info.cookies)
        return info.response(200).json(world.cardProvider.kycStatus(userId))
      }),
    ),
    http.get(`${base}/kyc/access-token`, (info) =>
      answer(world, 'getCardProviderKycAccessToken', info, async () => {
        const userId = sessionUserId(world, info.cookies)
        const { query } = await readInput(
          'getCardProviderKycAccessToken',
          { query: zGetCardProviderKycAccessTokenQuery },
          info,
        )
        return info.response(200).json(world.cardProvider.kycAccessToken(userId, query.feature))
      }),
    ),
  ]
}

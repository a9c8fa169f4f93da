// Tag `kyc`: identity verification of the signed-in user.
import { zSubmitKycBody } from '@sdk/gen/api/zod.gen'
import type { paths } from '@sdk/paths/api'
import type { HttpHandler } from 'msw'
import { createOpenApiHttp } from 'openapi-msw'
import type { World } from '../world/world'
import { readInput } from './request-input'
import { answer, sessionUserId } from './respond'

export function kycHandlers(world: World, baseUrl: string): HttpHandler[] {
  const http = createOpenApiHttp<paths>({ baseUrl })
  return [
    http.post('/api/v1/users/kyc/submit', (info) =>
      answer(world, 'submitKyc', info, async () => {
        const userId = sessionUserId(world, info.cookies)
        const { body } = await readInput('submitKyc', { body: zSubmitKycBody }, info)
        return info.response(200).json(world.kyc.submit(userId, body))
      }),
    ),
    http.get('/api/v1/users/kyc/status', (info) =>
      answer(world, 'getKycStatus', info, () => {
        const userId = sessionUserId(world, info.cookies)
        return info.response(200).json(world.kyc.status(userId))
      }),
    ),
  ]
}

// Tag `rates`: one live rate and the recommended amount (the WebSocket channel is mocks/ws/).
import { zGetPublicRateQuery, zGetRecommendedAmountQuery } from '@sdk/gen/api/zod.gen'
import type { paths } from '@sdk/paths/api'
import type { HttpHandler } from 'msw'
import { createOpenApiHttp } from 'openapi-msw'
import type { World } from '../world/world'
import { readInput } from './request-input'
import { answer } from './respond'

export function ratesHandlers(world: World, baseUrl: string): HttpHandler[] {
  const http = createOpenApiHttp<paths>({ baseUrl })
  return [
    http.get('/api/v1/rates/public/recommended-amount', (info) =>
      answer(world, 'getRecommendedAmount', info, async () => {
        const { query } = await readInput('getRecommendedAmount', { query: zGetRecommendedAmountQuery }, info)
        return info.response(200).json(world.pricing.recommendedFor(query))
      }),
    ),
    http.get('/api/v2/rates/public/one', (info) =>
      answer(world, 'getPublicRate', info, async () => {
        const { query } = await readInput('getPublicRate', { query: zGetPublicRateQuery }, info)
        return info.response(200).json(world.pricing.quote(query))
      }),
    ),
  ]
}

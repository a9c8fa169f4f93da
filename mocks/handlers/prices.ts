// Tag `prices`: the price history behind the chart of /price/{symbol}.
import { zGetPriceHistoryQuery } from '@sdk/gen/api/zod.gen'
import type { paths } from '@sdk/paths/api'
import type { HttpHandler } from 'msw'
import { createOpenApiHttp } from 'openapi-msw'
import { priceHistory } from '../world/price-history'
import type { World } from '../world/world'
import { readInput } from './request-input'
import { answer } from './respond'

export function pricesHandlers(world: World, baseUrl: string): HttpHandler[] {
  const http = createOpenApiHttp<paths>({ baseUrl })
  return [
    http.get('/api/v1/prices/public/history', (info) =>
      answer(world, 'getPriceHistory', info, async () => {
        const { query } = await readInput('getPriceHistory', { query: zGetPriceHistoryQuery }, info)
        return info.response(200).json(priceHistory(world.ctx, query.symbol, query.range))
      }),
    ),
  ]
}

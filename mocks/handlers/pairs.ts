// Tag `pairs`: the default pair and the public pair list.
import { zListPublicPairsV2Query } from '@sdk/gen/api/zod.gen'
import type { paths } from '@sdk/paths/api'
import type { HttpHandler } from 'msw'
import { createOpenApiHttp } from 'openapi-msw'
import type { World } from '../world/world'
import { readInput } from './request-input'
import { answer } from './respond'

export function pairsHandlers(world: World, baseUrl: string): HttpHandler[] {
  const http = createOpenApiHttp<paths>({ baseUrl })
  return [
    http.get('/api/v1/pairs/default', (info) =>
      answer(world, 'getDefaultPair', info, () => info.response(200).json(world.defaultPair())),
    ),
    http.get('/api/v2/pairs/public', (info) =>
      answer(world, 'listPublicPairsV2', info, async () => {
        const { query } = await readInput('listPublicPairsV2', { query: zListPublicPairsV2Query }, info)
        return info.response(200).json(world.pairs(query?.instrumentFromSlug))
      }),
    ),
  ]
}

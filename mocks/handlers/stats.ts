// Tag `stats`: the public statistics.
import type { paths } from '@sdk/paths/api'
import type { HttpHandler } from 'msw'
import { createOpenApiHttp } from 'openapi-msw'
import type { World } from '../world/world'
import { answer } from './respond'

export function statsHandlers(world: World, baseUrl: string): HttpHandler[] {
  const http = createOpenApiHttp<paths>({ baseUrl })
  return [
    http.get('/api/v1/stats/public', (info) =>
      answer(world, 'getPublicStats', info, () => info.response(200).json(world.account.stats())),
    ),
  ]
}

// Tag `health`: both health calls. The 'fail' setting (HTTP 500) and injected failures come from
// world.beginRequest in answer(); the body is the world's health status.
import type { paths } from '@sdk/paths/api'
import type { HttpHandler } from 'msw'
import { createOpenApiHttp } from 'openapi-msw'
import type { World } from '../world/world'
import { answer } from './respond'

export function healthHandlers(world: World, baseUrl: string): HttpHandler[] {
  const http = createOpenApiHttp<paths>({ baseUrl })
  return [
    http.get('/api/v1/health', (info) =>
      answer(world, 'getHealth', info, () => info.response(200).json(world.health())),
    ),
    http.get('/api/v1/healthz', (info) =>
      answer(world, 'getHealthz', info, () => info.response(200).json(world.health())),
    ),
  ]
}

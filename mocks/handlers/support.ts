// Tag `support`: the support page's contact form.
import { zCreateSupportRequestBody } from '@sdk/gen/api/zod.gen'
import type { paths } from '@sdk/paths/api'
import type { HttpHandler } from 'msw'
import { createOpenApiHttp } from 'openapi-msw'
import type { World } from '../world/world'
import { readInput } from './request-input'
import { answer } from './respond'

export function supportHandlers(world: World, baseUrl: string): HttpHandler[] {
  const http = createOpenApiHttp<paths>({ baseUrl })
  return [
    http.post('/api/v1/support/requests', (info) =>
      answer(world, 'createSupportRequest', info, async () => {
        const { body } = await readInput('createSupportRequest', { body: zCreateSupportRequestBody }, info)
        return info.response(200).json(world.support.create(body))
      }),
    ),
  ]
}

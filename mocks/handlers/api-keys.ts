// Tag `api-keys`: the signed-in user's API keys.
import { zDeleteApiKeyBody, zGenerateApiKeyBody, zUpdateApiKeyBody } from '@sdk/gen/api/zod.gen'
import type { paths } from '@sdk/paths/api'
import type { HttpHandler } from 'msw'
import { createOpenApiHttp } from 'openapi-msw'
import type { World } from '../world/world'
import { readInput } from './request-input'
import { answer, sessionUserId } from './respond'

export function apiKeysHandlers(world: World, baseUrl: string): HttpHandler[] {
  const http = createOpenApiHttp<paths>({ baseUrl })
  return [
    http.post('/api/v1/users/generate-api-key', (info) =>
      answer(world, 'generateApiKey', info, async () => {
        const userId = sessionUserId(world, info.cookies)
        const { body } = await readInput('generateApiKey', { body: zGenerateApiKeyBody }, info)
        return info.response(201).json(world.apiKeys.generate(userId, body ?? {}))
      }),
    ),
    http.get('/api/v1/users/list-api-key', (info) =>
      answer(world, 'listApiKeys', info, () => {
        const userId = sessionUserId(world, info.cookies)
        return info.response(200).json(world.apiKeys.list(userId))
      }),
    ),
    http.post('/api/v1/users/update-api-key', (info) =>
      answer(world, 'updateApiKey', info, async () => {
        const userId = sessionUserId(world, info.cookies)
        const { body } = await readInput('updateApiKey', { body: zUpdateApiKeyBody }, info)
        return info.response(200).json(world.apiKeys.update(userId, body))
      }),
    ),
    http.post('/api/v1/users/delete-api-key', (info) =>
      answer(world, 'deleteApiKey', info, async () => {
        const userId = sessionUserId(world, info.cookies)
        const { body } = await readInput('deleteApiKey', { body: zDeleteApiKeyBody }, info)
        world.apiKeys.delete(userId, body)
        return info.response(204).empty()
      }),
    ),
  ]
}

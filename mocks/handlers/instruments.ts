// Tag `instruments`: the instrument lists (v1, v2) and address validation.
import { zListInstrumentsV1Query, zListInstrumentsV2Query, zValidateAddressBody } from '@sdk/gen/api/zod.gen'
import type { paths } from '@sdk/paths/api'
import type { HttpHandler } from 'msw'
import { createOpenApiHttp } from 'openapi-msw'
import type { World } from '../world/world'
import { readInput } from './request-input'
import { answer } from './respond'

export function instrumentsHandlers(world: World, baseUrl: string): HttpHandler[] {
  const http = createOpenApiHttp<paths>({ baseUrl })
  return [
    http.get('/api/v1/instruments/public', (info) =>
      answer(world, 'listInstrumentsV1', info, async () => {
        const { query } = await readInput('listInstrumentsV1', { query: zListInstrumentsV1Query }, info)
        const bestChangeName = query?.bestChangeName
        return info
          .response(200)
          .json(world.instruments(bestChangeName === undefined ? {} : { bestChangeName }))
      }),
    ),
    http.get('/api/v2/instruments/public', (info) =>
      answer(world, 'listInstrumentsV2', info, async () => {
        const { query } = await readInput('listInstrumentsV2', { query: zListInstrumentsV2Query }, info)
        const providers = query?.providers?.split(',')
        return info
          .response(200)
          .json(world.instruments({ all: query?.all ?? false, ...(providers ? { providers } : {}) }))
      }),
    ),
    http.post('/api/v1/instruments/public/validate-address', (info) =>
      answer(world, 'validateAddress', info, async () => {
        const { body } = await readInput('validateAddress', { body: zValidateAddressBody }, info)
        return info.response(200).json(world.catalog.validateAddress(body))
      }),
    ),
  ]
}

// The dictionary service (openapi/content/dictionary.yaml): SEO texts per page and locale.
import { zGetSeoTextsBody } from '@sdk/gen/dictionary/zod.gen'
import type { paths } from '@sdk/paths/dictionary'
import type { HttpHandler } from 'msw'
import { createOpenApiHttp } from 'openapi-msw'
import type { World } from '../world/world'
import { readInput } from './request-input'
import { answer } from './respond'

export function contentDictionaryHandlers(world: World, baseUrl: string): HttpHandler[] {
  const http = createOpenApiHttp<paths>({ baseUrl })
  return [
    http.post('/dict/seo', (info) =>
      answer(world, 'getSeoTexts', info, async () => {
        const { body } = await readInput('getSeoTexts', { body: zGetSeoTextsBody }, info)
        return info.response(200).json({ data: world.content.seoTexts(body.params.page, body.params.locale) })
      }),
    ),
  ]
}

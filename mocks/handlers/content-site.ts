// The site's own services (openapi/content/site.yaml): redirect lookup, build manifest, locale messages.
import { zGetLocaleMessagesPath, zLookupRedirectQuery } from '@sdk/gen/site/zod.gen'
import type { paths } from '@sdk/paths/site'
import type { HttpHandler } from 'msw'
import { createOpenApiHttp } from 'openapi-msw'
import type { World } from '../world/world'
import { readInput } from './request-input'
import { answer } from './respond'
import { localeMessages } from './world-additions'

export function contentSiteHandlers(world: World, baseUrl: string): HttpHandler[] {
  const http = createOpenApiHttp<paths>({ baseUrl })
  return [
    http.get('/api/redirects', (info) =>
      answer(world, 'lookupRedirect', info, async () => {
        const { query } = await readInput('lookupRedirect', { query: zLookupRedirectQuery }, info)
        return info.response(200).json(world.content.lookupRedirect(query.path))
      }),
    ),
    http.get('/builds/latest.json', (info) =>
      answer(world, 'getLatestBuild', info, () =>
        // Always revalidated, so the poll sees a new deployment at once.
        info
          .response(200)
          .json({ ...world.content.buildManifest }, { headers: { 'cache-control': 'no-cache' } }),
      ),
    ),
    http.get('/locales/{locale}/messages.json', (info) =>
      answer(world, 'getLocaleMessages', info, async () => {
        const { path } = await readInput('getLocaleMessages', { path: zGetLocaleMessagesPath }, info)
        return info.response(200).json(localeMessages(path.locale))
      }),
    ),
  ]
}

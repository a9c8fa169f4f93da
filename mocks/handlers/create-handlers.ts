// Every operation of the contract (sdk/operations.gen.ts) has exactly one handler here, typed by the
// generated `paths` (openapi-msw), on the base URL of its document. create-handlers.test.ts checks it.
import type { HttpHandler } from 'msw'
import type { World } from '../world/world'
import { accountHandlers } from './account'
import { affiliatesHandlers } from './affiliates'
import { apiKeysHandlers } from './api-keys'
import { authHandlers } from './auth'
import { cardProviderHandlers } from './card-provider'
import { contentBlogHandlers } from './content-blog'
import { contentDictionaryHandlers } from './content-dictionary'
import { contentSiteHandlers } from './content-site'
import { healthHandlers } from './health'
import { instrumentsHandlers } from './instruments'
import { kycHandlers } from './kyc'
import { ordersHandlers } from './orders'
import { pairsHandlers } from './pairs'
import { pricesHandlers } from './prices'
import { ratesHandlers } from './rates'
import { statsHandlers } from './stats'
import { supportHandlers } from './support'

/** The base URL of each contract document (no trailing slash); the same values the SDK is configured with. */
export interface MockBaseUrls {
  api: string
  dictionary: string
  blog: string
  site: string
}

const trimSlash = (url: string): string => url.replace(/\/+$/, '')

export function createHandlers(world: World, baseUrls: MockBaseUrls): HttpHandler[] {
  const api = trimSlash(baseUrls.api)
  return [
    ...ordersHandlers(world, api),
    ...instrumentsHandlers(world, api),
    ...healthHandlers(world, api),
    ...pairsHandlers(world, api),
    ...ratesHandlers(world, api),
    ...statsHandlers(world, api),
    ...cardProviderHandlers(world, api),
    ...authHandlers(world, api),
    ...accountHandlers(world, api),
    ...apiKeysHandlers(world, api),
    ...kycHandlers(world, api),
    ...affiliatesHandlers(world, api),
    ...pricesHandlers(world, api),
    ...supportHandlers(world, api),
    ...contentDictionaryHandlers(world, trimSlash(baseUrls.dictionary)),
    ...contentBlogHandlers(world, trimSlash(baseUrls.blog)),
    ...contentSiteHandlers(world, trimSlash(baseUrls.site)),
  ]
}

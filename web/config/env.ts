import * as z from 'zod/mini'

/** Where the app's data comes from, read once from Vite's build-time environment (README "Configuration"). */
export interface AppEnv {
  /** `browser`: the MSW service worker answers every call (dev default); `off`: the configured backend. */
  apiMocking: 'browser' | 'off'
  apiBaseUrl: string
  wsBaseUrl: string
  dictionaryBaseUrl: string
  blogBaseUrl: string
  siteBaseUrl: string
}

const optionalUrl = z.optional(z.url())
const schema = z.object({
  DEV: z.boolean(),
  VITE_API_MOCKING: z.optional(z.enum(['browser', 'off'])),
  VITE_API_BASE_URL: optionalUrl,
  VITE_WS_BASE_URL: optionalUrl,
  VITE_DICTIONARY_BASE_URL: optionalUrl,
  VITE_BLOG_BASE_URL: optionalUrl,
  VITE_SITE_BASE_URL: optionalUrl,
})

const trimSlash = (url: string) => url.replace(/\/+$/, '')

/** Fills the defaults: everything on the page's own origin, the content services under /content/. */
export function readEnv(source: Record<string, unknown>, pageOrigin: string): AppEnv {
  const vars = schema.parse({ ...source, DEV: source.DEV === true })
  const api = trimSlash(vars.VITE_API_BASE_URL ?? pageOrigin)
  return {
    apiMocking: vars.VITE_API_MOCKING ?? (vars.DEV ? 'browser' : 'off'),
    apiBaseUrl: api,
    wsBaseUrl: trimSlash(vars.VITE_WS_BASE_URL ?? api.replace(/^http/, 'ws')),
    dictionaryBaseUrl: trimSlash(vars.VITE_DICTIONARY_BASE_URL ?? `${api}/content/dictionary`),
    blogBaseUrl: trimSlash(vars.VITE_BLOG_BASE_URL ?? `${api}/content/blog`),
    siteBaseUrl: trimSlash(vars.VITE_SITE_BASE_URL ?? pageOrigin),
  }
}

export const env: AppEnv = readEnv(import.meta.env, globalThis.location?.origin ?? 'http://localhost')

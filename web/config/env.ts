import * as z from 'zod/mini'
import { INTERNET_CHECK_URL, REGISTRATION_REQUIRES_TERMS } from './constants'
import {
  APP_CONFIG_ELEMENT_ID,
  type ConfigProblem,
  parseRuntimeConfig,
  type RuntimeConfig,
  TAG_MANAGER_ID,
} from './runtime-config'

// See docs/configuration.md.
export interface AppEnv {
  apiMocking: 'browser' | 'off'
  // A contract-breaking answer: throw in dev and mock builds, report in production.
  contractViolation: 'throw' | 'report'
  apiBaseUrl: string
  wsBaseUrl: string
  dictionaryBaseUrl: string
  blogBaseUrl: string
  siteBaseUrl: string
  redirectLookupBaseUrl: string | null
  referralId: string
  redirectAllowedHosts: string[]
  internetCheckUrl: string
  registrationRequiresTerms: boolean
  brandName: string | null
  tagManagerId: string | null
  siteOrigin: string
}

export type EnvResult = { env: AppEnv; problem: ConfigProblem | null }

const optionalUrl = z.optional(z.url())
const buildVars = z.object({
  DEV: z.boolean(),
  MODE: z.optional(z.string()),
  VITE_API_MOCKING: z.optional(z.enum(['browser', 'off'])),
  VITE_API_BASE_URL: optionalUrl,
  VITE_WS_BASE_URL: optionalUrl,
  VITE_DICTIONARY_BASE_URL: optionalUrl,
  VITE_BLOG_BASE_URL: optionalUrl,
  VITE_SITE_BASE_URL: optionalUrl,
  VITE_REFERRAL_ID: z.optional(z.string()),
  VITE_REDIRECT_ALLOWED_HOSTS: z.optional(z.string()),
  VITE_INTERNET_CHECK_URL: optionalUrl,
  VITE_SITE_ORIGIN: optionalUrl,
  VITE_TAG_MANAGER_ID: z.optional(z.string().check(z.regex(TAG_MANAGER_ID))),
})

const trimSlash = (url: string) => url.replace(/\/+$/, '')
const resolveBase = (value: string, origin: string) =>
  trimSlash(value.startsWith('/') ? `${origin}${value}` : value)
const hostList = (text: string | undefined) =>
  (text ?? '')
    .split(/[\s,]+/)
    .map((host) => host.trim().toLowerCase())
    .filter(Boolean)

function buildTimeEnv(vars: z.infer<typeof buildVars>, pageOrigin: string, developing: boolean): AppEnv {
  const api = trimSlash(vars.VITE_API_BASE_URL ?? pageOrigin)
  const site = trimSlash(vars.VITE_SITE_BASE_URL ?? pageOrigin)
  return {
    apiMocking: vars.VITE_API_MOCKING ?? (developing ? 'browser' : 'off'),
    contractViolation: developing ? 'throw' : 'report',
    apiBaseUrl: api,
    wsBaseUrl: trimSlash(vars.VITE_WS_BASE_URL ?? api.replace(/^http/, 'ws')),
    dictionaryBaseUrl: trimSlash(vars.VITE_DICTIONARY_BASE_URL ?? `${api}/content/dictionary`),
    blogBaseUrl: trimSlash(vars.VITE_BLOG_BASE_URL ?? `${api}/content/blog`),
    siteBaseUrl: site,
    redirectLookupBaseUrl: null,
    referralId: vars.VITE_REFERRAL_ID?.trim() ?? '',
    redirectAllowedHosts: hostList(vars.VITE_REDIRECT_ALLOWED_HOSTS),
    internetCheckUrl: vars.VITE_INTERNET_CHECK_URL ?? INTERNET_CHECK_URL,
    registrationRequiresTerms: REGISTRATION_REQUIRES_TERMS,
    brandName: null,
    tagManagerId: vars.VITE_TAG_MANAGER_ID ?? null,
    siteOrigin: new URL(vars.VITE_SITE_ORIGIN ?? pageOrigin).origin,
  }
}

function runtimeEnv(
  config: RuntimeConfig,
  pageOrigin: string,
  developing: boolean,
  siteOrigin: string,
): AppEnv {
  const api = resolveBase(config.apiBaseUrl, pageOrigin)
  const wsOrigin = pageOrigin.replace(/^http/, 'ws')
  return {
    apiMocking: 'off',
    contractViolation: developing ? 'throw' : 'report',
    apiBaseUrl: api,
    wsBaseUrl: config.wsBaseUrl ? resolveBase(config.wsBaseUrl, wsOrigin) : api.replace(/^http/, 'ws'),
    dictionaryBaseUrl: resolveBase(config.dictionaryBaseUrl, pageOrigin),
    blogBaseUrl: resolveBase(config.blogBaseUrl, pageOrigin),
    siteBaseUrl: trimSlash(pageOrigin),
    redirectLookupBaseUrl: resolveBase(config.redirectLookupBaseUrl, pageOrigin),
    referralId: config.referralId?.trim() ?? '',
    redirectAllowedHosts: config.redirectAllowedHosts ?? [],
    internetCheckUrl: config.internetCheckUrl ?? INTERNET_CHECK_URL,
    registrationRequiresTerms: config.theme?.registrationRequiresTerms ?? REGISTRATION_REQUIRES_TERMS,
    brandName: config.brand?.name ?? null,
    tagManagerId: config.tagManagerId ?? null,
    siteOrigin,
  }
}

function configuredEnv(
  inline: string | null,
  pageOrigin: string,
  developing: boolean,
  fallback: AppEnv,
): EnvResult {
  if (!inline?.trim()) return { env: fallback, problem: developing ? null : { kind: 'missing' } }
  const parsed = parseRuntimeConfig(inline)
  if (!parsed.ok) return { env: fallback, problem: parsed.problem }
  return { env: runtimeEnv(parsed.config, pageOrigin, developing, fallback.siteOrigin), problem: null }
}

// A missing or wrong configuration gives `problem` and same-origin defaults.
export function readEnv(
  source: Record<string, unknown>,
  pageOrigin: string,
  inline: string | null = null,
): EnvResult {
  const vars = buildVars.parse({ ...source, DEV: source.DEV === true })
  const developing = vars.DEV || vars.MODE === 'mock'
  return configuredEnv(inline, pageOrigin, developing, buildTimeEnv(vars, pageOrigin, developing))
}

// The pre-render runs in Node, without a page.
const buildSiteOrigin: string | undefined = import.meta.env.VITE_SITE_ORIGIN
const pageOrigin = globalThis.location?.origin ?? buildSiteOrigin ?? 'http://localhost'
const inline = globalThis.document?.getElementById(APP_CONFIG_ELEMENT_ID)?.textContent ?? null
// Keeps Vite's variables and their schema out of a production bundle.
const loaded =
  import.meta.env.DEV || import.meta.env.MODE === 'mock'
    ? readEnv(import.meta.env, pageOrigin, inline)
    : configuredEnv(
        inline,
        pageOrigin,
        false,
        buildTimeEnv({ DEV: false, VITE_SITE_ORIGIN: buildSiteOrigin }, pageOrigin, false),
      )

export const env: AppEnv = loaded.env
export const envProblem: ConfigProblem | null = loaded.problem

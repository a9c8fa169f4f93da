import * as z from 'zod/mini'
import { INTERNET_CHECK_URL, REGISTRATION_REQUIRES_TERMS } from './constants'
import {
  APP_CONFIG_ELEMENT_ID,
  type ConfigProblem,
  parseRuntimeConfig,
  type RuntimeConfig,
  TAG_MANAGER_ID,
} from './runtime-config'

/**
 * Where the app's data comes from and the switches of this deployment (docs/configuration.md). A production
 * build reads them at start-up from the configuration the web server writes into the page (runtime-config.ts);
 * `npm run dev` and the mock build need none and take Vite's build-time variables (VITE_*) or the defaults.
 */
export interface AppEnv {
  /** `browser`: the MSW service worker answers every call (default in dev and mock builds); `off`: the configured backend. */
  apiMocking: 'browser' | 'off'
  /**
   * An answer that breaks the contract: `throw` fails the call (dev, and the mock build the journeys run), `report`
   * passes the data on and reports it (production builds).
   */
  contractViolation: 'throw' | 'report'
  apiBaseUrl: string
  wsBaseUrl: string
  dictionaryBaseUrl: string
  blogBaseUrl: string
  /** The site's own static files (build manifest, locale messages): the page's origin. */
  siteBaseUrl: string
  /** The redirect lookup of docs/product.md §2 rule 6; null: the site's base (siteBaseUrl, as the SDK's site client has it). */
  redirectLookupBaseUrl: string | null
  /**
   * The configured referral id (default empty). Spec docs/product.md §6: the referral id goes with a registration only when the
   * user is unauthorized and the ref matches this id; empty means never.
   */
  referralId: string
  /**
   * Hosts the site may send a visitor to: a server-defined redirect (docs/product.md §2 rule 6), and an order's redirect
   * modal on top of the built-in payment provider hosts. Lower-cased, exact (port included).
   */
  redirectAllowedHosts: string[]
  /** What the health machine fetches to tell an outage from being offline (default INTERNET_CHECK_URL, docs/product.md §7). */
  internetCheckUrl: string
  /** Theme switch (docs/product.md §5): registration asks for accepted terms. */
  registrationRequiresTerms: boolean
  /** The brand name of this deployment, or null for the messages' own (brand_name). */
  brandName: string | null
  /** The Google Tag Manager container to load once the visitor agrees; null: none (nothing loads, nothing is asked). */
  tagManagerId: string | null
  /**
   * The public origin of the site: canonical and hreflang links, the sitemap. The build's VITE_SITE_ORIGIN when set
   * (the pre-render writes its pages for it), else the page's own. A pre-rendered page opened on another origin
   * drops the head tags it was rendered with (lib/start-app.tsx).
   */
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
/** A configured base: an absolute URL as it is, a path on the page's own origin (http → ws for the socket). */
const resolveBase = (value: string, origin: string) =>
  trimSlash(value.startsWith('/') ? `${origin}${value}` : value)
const hostList = (text: string | undefined) =>
  (text ?? '')
    .split(/[\s,]+/)
    .map((host) => host.trim().toLowerCase())
    .filter(Boolean)

/** `npm run dev` and the mock build: Vite's variables, or everything on the page's origin. */
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

/** A production page: everything from the configuration the server wrote. */
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

/** The configuration the server wrote; a production page without it, or with a wrong one, gets `problem`. */
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

/**
 * Reads the environment. `inline` is the text of the page's configuration element (null or empty when the page
 * has none). A production build without it, or any page whose configuration is wrong, gets `problem` (the app
 * then shows the configuration error page instead of starting) and same-origin defaults in `env`.
 */
export function readEnv(
  source: Record<string, unknown>,
  pageOrigin: string,
  inline: string | null = null,
): EnvResult {
  const vars = buildVars.parse({ ...source, DEV: source.DEV === true })
  const developing = vars.DEV || vars.MODE === 'mock'
  return configuredEnv(inline, pageOrigin, developing, buildTimeEnv(vars, pageOrigin, developing))
}

/** The site's public origin a production build was made for (the pre-render runs in Node, without a page). */
const buildSiteOrigin: string | undefined = import.meta.env.VITE_SITE_ORIGIN
const pageOrigin = globalThis.location?.origin ?? buildSiteOrigin ?? 'http://localhost'
const inline = globalThis.document?.getElementById(APP_CONFIG_ELEMENT_ID)?.textContent ?? null
// A production bundle reads only the page's configuration: Vite's variables and their schema drop out of it.
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
/** Why the configuration was refused, or null; main.tsx shows the configuration error page for it. */
export const envProblem: ConfigProblem | null = loaded.problem

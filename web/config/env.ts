import * as z from 'zod/mini'
import { INTERNET_CHECK_URL } from './constants'

/** Where the app's data comes from, read once from Vite's build-time environment (README "Configuration"). */
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
  siteBaseUrl: string
  /**
   * The configured referral id (VITE_REFERRAL_ID, default empty). Spec §6: the referral id goes with a
   * registration only when the user is unauthorized and the ref matches this id; empty means never.
   */
  referralId: string
  /**
   * Extra https hosts an order's redirect modal may send the user to (VITE_REDIRECT_ALLOWED_HOSTS, comma- or
   * space-separated, default none), on top of the built-in payment provider hosts.
   */
  redirectAllowedHosts: string[]
  /**
   * What the health machine fetches to tell an outage from being offline (VITE_INTERNET_CHECK_URL, default
   * INTERNET_CHECK_URL, a public DNS resolver: spec §7), e.g. a resolver reachable from a closed network.
   */
  internetCheckUrl: string
  /**
   * The public origin of the site (VITE_SITE_ORIGIN, default the page's own): canonical and hreflang links, the
   * sitemap. Builds always have one (the pre-render needs it; scripts/prerender-plugin.ts sets a default), so a
   * pre-rendered page and the app that hydrates it write the same links.
   */
  siteOrigin: string
}

const optionalUrl = z.optional(z.url())
const schema = z.object({
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
})

const trimSlash = (url: string) => url.replace(/\/+$/, '')

/** Fills the defaults: everything on the page's own origin, the content services under /content/. */
export function readEnv(source: Record<string, unknown>, pageOrigin: string): AppEnv {
  const vars = schema.parse({ ...source, DEV: source.DEV === true })
  const api = trimSlash(vars.VITE_API_BASE_URL ?? pageOrigin)
  const developing = vars.DEV || vars.MODE === 'mock'
  return {
    apiMocking: vars.VITE_API_MOCKING ?? (developing ? 'browser' : 'off'),
    contractViolation: developing ? 'throw' : 'report',
    apiBaseUrl: api,
    wsBaseUrl: trimSlash(vars.VITE_WS_BASE_URL ?? api.replace(/^http/, 'ws')),
    dictionaryBaseUrl: trimSlash(vars.VITE_DICTIONARY_BASE_URL ?? `${api}/content/dictionary`),
    blogBaseUrl: trimSlash(vars.VITE_BLOG_BASE_URL ?? `${api}/content/blog`),
    siteBaseUrl: trimSlash(vars.VITE_SITE_BASE_URL ?? pageOrigin),
    referralId: vars.VITE_REFERRAL_ID?.trim() ?? '',
    redirectAllowedHosts: (vars.VITE_REDIRECT_ALLOWED_HOSTS ?? '')
      .split(/[\s,]+/)
      .map((host) => host.trim().toLowerCase())
      .filter(Boolean),
    internetCheckUrl: vars.VITE_INTERNET_CHECK_URL ?? INTERNET_CHECK_URL,
    siteOrigin: new URL(vars.VITE_SITE_ORIGIN ?? pageOrigin).origin,
  }
}

/** The page's origin; on the server (the pre-render) the page is on the site's public origin. */
const pageOrigin: string = globalThis.location?.origin ?? import.meta.env.VITE_SITE_ORIGIN ?? 'http://localhost'

export const env: AppEnv = readEnv(import.meta.env, pageOrigin)

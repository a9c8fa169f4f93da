import * as z from 'zod/mini'

/**
 * The configuration one production build reads at start-up (docs/configuration.md). The web server writes it
 * into every HTML page it serves as `<script type="application/json" id="app-config">…</script>` (scripts/start.ts
 * renders it from the environment, checked with this schema, and nginx puts it in place of the empty element that
 * index.html carries), so the first render and the hydration of a pre-rendered page have it at once, and the
 * Content-Security-Policy needs no exception for it (JSON is never run). The start script and the app share
 * this schema: a value the server refuses is one the page would refuse too.
 */
export const APP_CONFIG_ELEMENT_ID = 'app-config'

/** The empty element of index.html that the web server fills; in `npm run dev` and the mock build it stays empty. */
export const APP_CONFIG_PLACEHOLDER = `<script type="application/json" id="${APP_CONFIG_ELEMENT_ID}"></script>`

const PATH = /^\/(?![/\\])/
/** A Google Tag Manager container id. */
export const TAG_MANAGER_ID = /^GTM-[A-Z0-9]{4,12}$/
const HOST = /^[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)*(?::\d{1,5})?$/

function isUrlWith(value: string, protocols: readonly string[]): boolean {
  try {
    const url = new URL(value)
    return protocols.includes(url.protocol) && !url.username && !url.password && !url.search && !url.hash
  } catch {
    return false
  }
}

/** An absolute URL with one of the protocols, or a path on the page's own origin ('/', '/api-gateway'). */
const baseUrl = (protocols: readonly string[]) =>
  z
    .string()
    .check(
      z.refine(
        (value) => PATH.test(value) || isUrlWith(value, protocols),
        `an absolute ${protocols.join(' or ')} URL, or a path starting with /`,
      ),
    )

const httpBase = baseUrl(['http:', 'https:'])

export const runtimeConfigSchema = z.strictObject({
  /** The main API (`/api/v1/…`, `/api/v2/…`); '/' when the web server proxies it on the site's own origin. */
  apiBaseUrl: httpBase,
  /** Base of the rates WebSocket (`/api/v2/ws`); derived from apiBaseUrl (http → ws) when left out. */
  wsBaseUrl: z.optional(baseUrl(['ws:', 'wss:'])),
  /** The dictionary (SEO texts) service. */
  dictionaryBaseUrl: httpBase,
  /** The blog CMS (blog and docs). */
  blogBaseUrl: httpBase,
  /** The redirect lookup of docs/product.md §2 rule 6 (`/api/redirects?path=`). */
  redirectLookupBaseUrl: httpBase,
  /** What the health machine fetches (no-cors) to tell an outage from being offline; a public resolver by default. */
  internetCheckUrl: z.optional(z.url({ protocol: /^https?$/ })),
  /** Spec docs/product.md §6: the referral id a guest's registration carries when the `ref` query matches it; empty: never. */
  referralId: z.optional(z.string().check(z.maxLength(128))),
  /** Hosts (with a port if not the default) the site may send a visitor to: server redirects, payment pages. */
  redirectAllowedHosts: z.optional(
    z.array(z.string().check(z.refine((host) => HOST.test(host), 'a lower-case host name'))),
  ),
  /** The theme's switches (docs/product.md §5 "when the theme enables it"). */
  theme: z.optional(z.strictObject({ registrationRequiresTerms: z.optional(z.boolean()) })),
  /**
   * The Google Tag Manager container (GTM-…) the page loads once the visitor agrees (features/tracking); none: no
   * tag manager, no consent question.
   */
  tagManagerId: z.optional(
    z.string().check(z.regex(TAG_MANAGER_ID, 'a Google Tag Manager container id, GTM-…')),
  ),
  /** The brand shown in the header, the footer and page titles; the messages' brand_name when left out. */
  brand: z.optional(z.strictObject({ name: z.string().check(z.minLength(1), z.maxLength(64)) })),
})

export type RuntimeConfig = z.infer<typeof runtimeConfigSchema>

/** Why a configuration was refused: it is not there, or these settings are wrong (for the error page and logs). */
export type ConfigProblem = { kind: 'missing' } | { kind: 'invalid'; settings: string[]; details: string[] }

export type ParsedConfig = { ok: true; config: RuntimeConfig } | { ok: false; problem: ConfigProblem }

/** Parses the text of the inline element (or any JSON text) against the schema. */
export function parseRuntimeConfig(text: string): ParsedConfig {
  let json: unknown
  try {
    json = JSON.parse(text)
  } catch (error) {
    return { ok: false, problem: { kind: 'invalid', settings: ['(JSON)'], details: [String(error)] } }
  }
  const parsed = runtimeConfigSchema.safeParse(json)
  if (parsed.success) return { ok: true, config: parsed.data }
  const settings = new Set<string>()
  const details: string[] = []
  for (const issue of parsed.error.issues) {
    const keys = issue.code === 'unrecognized_keys' ? issue.keys : [undefined]
    for (const key of keys) {
      const path = [...issue.path, ...(key === undefined ? [] : [key])].join('.') || '(root)'
      settings.add(path)
      details.push(`${path}: ${issue.code === 'unrecognized_keys' ? 'unknown setting' : issue.message}`)
    }
  }
  return { ok: false, problem: { kind: 'invalid', settings: [...settings], details } }
}

/** The JSON text for the inline element, safe inside `<script>`: no `</script>`, no `<!--`, no U+2028/2029. */
export function serializeRuntimeConfig(config: RuntimeConfig): string {
  return JSON.stringify(config)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029')
}

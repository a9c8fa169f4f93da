import * as z from 'zod/mini'

// nginx writes it into each page as inert JSON: the first render has it, the CSP needs no exception.
// scripts/start.ts checks it with this schema too.
export const APP_CONFIG_ELEMENT_ID = 'app-config'

export const APP_CONFIG_PLACEHOLDER = `<script type="application/json" id="${APP_CONFIG_ELEMENT_ID}"></script>`

const PATH = /^\/(?![/\\])/
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
  apiBaseUrl: httpBase,
  wsBaseUrl: z.optional(baseUrl(['ws:', 'wss:'])),
  dictionaryBaseUrl: httpBase,
  blogBaseUrl: httpBase,
  redirectLookupBaseUrl: httpBase,
  internetCheckUrl: z.optional(z.url({ protocol: /^https?$/ })),
  referralId: z.optional(z.string().check(z.maxLength(128))),
  redirectAllowedHosts: z.optional(
    z.array(z.string().check(z.refine((host) => HOST.test(host), 'a lower-case host name'))),
  ),
  theme: z.optional(z.strictObject({ registrationRequiresTerms: z.optional(z.boolean()) })),
  tagManagerId: z.optional(
    z.string().check(z.regex(TAG_MANAGER_ID, 'a Google Tag Manager container id, GTM-…')),
  ),
  brand: z.optional(z.strictObject({ name: z.string().check(z.minLength(1), z.maxLength(64)) })),
})

export type RuntimeConfig = z.infer<typeof runtimeConfigSchema>

export type ConfigProblem = { kind: 'missing' } | { kind: 'invalid'; settings: string[]; details: string[] }

export type ParsedConfig = { ok: true; config: RuntimeConfig } | { ok: false; problem: ConfigProblem }

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

// Safe inside `<script>`: no `</script>`, no `<!--`, no U+2028/2029.
export function serializeRuntimeConfig(config: RuntimeConfig): string {
  return JSON.stringify(config)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029')
}

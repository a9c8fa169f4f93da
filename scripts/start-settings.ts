// The settings of `npm run start`, read from the environment (docs/configuration.md): where the server
// listens and what it proxies, and the app's runtime configuration, checked with the app's own schema.
import { resolve } from 'node:path'
import { parseRuntimeConfig, type RuntimeConfig } from '../web/config/runtime-config.ts'
import { type EdgeSettings, readEdgeSettings } from './start-edge-settings.ts'

export interface ServerSettings {
  port: number
  /** The address nginx listens on (HOST; 0.0.0.0 by default, for containers). */
  host: string
  /** Where /api/ and the WebSocket go: an http(s) origin (API_UPSTREAM). */
  apiUpstream: string
  /** Where the WebSocket goes (WS_UPSTREAM, default API_UPSTREAM): a contract proxy does not carry sockets. */
  wsUpstream: string
  /** Where /api/redirects goes (REDIRECT_UPSTREAM, default API_UPSTREAM): the site document's redirect lookup. */
  redirectUpstream: string
  /** Where /content/blog/ and /content/dictionary/ go: a base URL that may carry a path (BLOG_UPSTREAM,
   * DICTIONARY_UPSTREAM; default API_UPSTREAM's /content/blog and /content/dictionary, as the mock server has). */
  blogUpstream: string
  dictionaryUpstream: string
  /** A file where nginx logs every answer the contract proxy (Prism) objected to, or 'off' (CONTRACT_VIOLATION_LOG). */
  contractViolationLog: string
  distDir: string
  /** Where the rendered configuration, the pid and nginx's temporary files go (NGINX_RUNTIME_DIR). */
  runtimeDir: string
  /** deploy/nginx: the templates. */
  templateDir: string
  /** A path, or 'off' (ACCESS_LOG; default /dev/stdout). */
  accessLog: string
  workerProcesses: string
  /** Host names, trusted proxies, API limits and the KYC provider's frames (scripts/start-edge-settings.ts). */
  edge: EdgeSettings
}

export interface StartSettings {
  server: ServerSettings
  app: RuntimeConfig
}

export class SettingsError extends Error {
  readonly problems: string[]

  constructor(problems: string[]) {
    super(`the start settings are wrong:\n  ${problems.join('\n  ')}`)
    this.problems = problems
  }
}

type Env = Record<string, string | undefined>

/** The runtime configuration's setting → the environment variable that sets it. */
export const APP_CONFIG_VARIABLES = {
  apiBaseUrl: 'API_BASE_URL',
  wsBaseUrl: 'WS_BASE_URL',
  dictionaryBaseUrl: 'DICTIONARY_BASE_URL',
  blogBaseUrl: 'BLOG_BASE_URL',
  redirectLookupBaseUrl: 'REDIRECT_LOOKUP_BASE_URL',
  internetCheckUrl: 'INTERNET_CHECK_URL',
  referralId: 'REFERRAL_ID',
  redirectAllowedHosts: 'REDIRECT_ALLOWED_HOSTS',
  theme: 'REGISTRATION_REQUIRES_TERMS',
  tagManagerId: 'TAG_MANAGER_ID',
  brand: 'BRAND_NAME',
} as const satisfies Record<keyof RuntimeConfig, string>

const value = (env: Env, name: string) => {
  const text = env[name]?.trim()
  return text ? text : undefined
}

function upstream(env: Env, name: string, problems: string[], fallback?: string, withPath = false): string {
  const text = value(env, name) ?? fallback
  if (!text) {
    problems.push(`${name} is required: the API's origin, e.g. http://127.0.0.1:4010`)
    return ''
  }
  try {
    const url = new URL(text)
    if (!['http:', 'https:'].includes(url.protocol) || url.search || url.hash || url.username || url.password)
      throw new Error('not a base URL')
    if (!withPath && url.pathname !== '/') throw new Error('not an origin')
    return `${url.origin}${url.pathname.replace(/\/+$/, '')}`
  } catch {
    const what = withPath ? 'an http(s) URL without a query' : 'an http(s) origin without a path'
    problems.push(`${name} must be ${what}, e.g. http://127.0.0.1:4010 (got '${text}')`)
    return ''
  }
}

/** The app's configuration from the environment: same-origin bases through this server's proxies by default. */
function appConfig(env: Env, problems: string[]): RuntimeConfig {
  const apiBaseUrl = value(env, 'API_BASE_URL') ?? '/'
  const terms = value(env, 'REGISTRATION_REQUIRES_TERMS')
  if (terms !== undefined && terms !== 'true' && terms !== 'false')
    problems.push(`REGISTRATION_REQUIRES_TERMS must be true or false (got '${terms}')`)
  const hosts = value(env, 'REDIRECT_ALLOWED_HOSTS')
  const brand = value(env, 'BRAND_NAME')
  const candidate = {
    apiBaseUrl,
    wsBaseUrl: value(env, 'WS_BASE_URL'),
    dictionaryBaseUrl: value(env, 'DICTIONARY_BASE_URL') ?? '/content/dictionary',
    blogBaseUrl: value(env, 'BLOG_BASE_URL') ?? '/content/blog',
    redirectLookupBaseUrl: value(env, 'REDIRECT_LOOKUP_BASE_URL') ?? apiBaseUrl,
    internetCheckUrl: value(env, 'INTERNET_CHECK_URL'),
    referralId: value(env, 'REFERRAL_ID'),
    redirectAllowedHosts: hosts
      ?.split(/[\s,]+/)
      .map((host) => host.toLowerCase())
      .filter(Boolean),
    theme:
      terms === 'true' || terms === 'false' ? { registrationRequiresTerms: terms === 'true' } : undefined,
    tagManagerId: value(env, 'TAG_MANAGER_ID'),
    brand: brand ? { name: brand } : undefined,
  }
  const parsed = parseRuntimeConfig(JSON.stringify(candidate))
  if (parsed.ok) return parsed.config
  if (parsed.problem.kind === 'invalid') {
    for (const detail of parsed.problem.details) {
      const [setting = '', ...rest] = detail.split(':')
      const key = setting.split('.')[0] as keyof typeof APP_CONFIG_VARIABLES
      problems.push(`${APP_CONFIG_VARIABLES[key] ?? setting}:${rest.join(':')}`)
    }
  }
  return candidate as RuntimeConfig
}

/** Reads and checks every setting; throws SettingsError listing all problems at once. */
export function readStartSettings(env: Env, cwd: string): StartSettings {
  const problems: string[] = []
  const portText = value(env, 'PORT') ?? '8080'
  const port = Number(portText)
  if (!Number.isInteger(port) || port < 1 || port > 65535)
    problems.push(`PORT must be a port number (got '${portText}')`)
  const apiUpstream = upstream(env, 'API_UPSTREAM', problems)
  const api = apiUpstream || undefined
  const wsUpstream = upstream(env, 'WS_UPSTREAM', problems, api)
  const redirectUpstream = upstream(env, 'REDIRECT_UPSTREAM', problems, api)
  const blogUpstream = upstream(env, 'BLOG_UPSTREAM', problems, api && `${api}/content/blog`, true)
  const dictionaryUpstream = upstream(
    env,
    'DICTIONARY_UPSTREAM',
    problems,
    api && `${api}/content/dictionary`,
    true,
  )
  const violationLog = value(env, 'CONTRACT_VIOLATION_LOG') ?? 'off'
  const accessLog = value(env, 'ACCESS_LOG') ?? '/dev/stdout'
  const workers = value(env, 'NGINX_WORKER_PROCESSES') ?? 'auto'
  if (!/^(auto|\d+)$/.test(workers))
    problems.push(`NGINX_WORKER_PROCESSES must be auto or a number (got '${workers}')`)
  const app = appConfig(env, problems)
  const edge = readEdgeSettings(env, problems)
  if (problems.length) throw new SettingsError(problems)
  return {
    server: {
      port,
      host: value(env, 'HOST') ?? '0.0.0.0',
      apiUpstream,
      wsUpstream,
      redirectUpstream,
      blogUpstream,
      dictionaryUpstream,
      contractViolationLog: violationLog === 'off' ? 'off' : resolve(cwd, violationLog),
      distDir: resolve(cwd, value(env, 'DIST_DIR') ?? 'dist'),
      runtimeDir: resolve(cwd, value(env, 'NGINX_RUNTIME_DIR') ?? `.cache/nginx-${port}`),
      templateDir: resolve(cwd, value(env, 'NGINX_TEMPLATE_DIR') ?? 'deploy/nginx'),
      accessLog: accessLog === 'off' ? 'off' : resolve(cwd, accessLog),
      workerProcesses: workers,
      edge,
    },
    app,
  }
}

// Renders deploy/nginx/*.template for `npm run start`: the listen address, the proxies, the page configuration
// that nginx writes into every HTML page, and the security headers (Content-Security-Policy built from the
// configuration and the build's inline scripts).
import { existsSync } from 'node:fs'
import { join } from 'node:path'
import inlang from '../project.inlang/settings.json' with { type: 'json' }
import { operations, websocketPath } from '../sdk/operations.gen.ts'
import {
  INTERNET_CHECK_URL,
  TAG_MANAGER_CONNECT_SOURCES,
  TAG_MANAGER_ORIGIN,
} from '../web/config/constants.ts'
import {
  APP_CONFIG_ELEMENT_ID,
  APP_CONFIG_PLACEHOLDER,
  type RuntimeConfig,
  serializeRuntimeConfig,
} from '../web/config/runtime-config.ts'
import { ORDER_ID_PLACEHOLDER, ORDER_PAGE_PATTERN, ORDER_SHELL_PATH } from '../web/ssr/shell-pages.ts'
import { edgeTemplateValues } from './start-nginx-edge.ts'
import type { ServerSettings } from './start-settings.ts'

/** Telegram's web clients, which open the site as a Mini App in a frame (frame-ancestors). */
export const TELEGRAM_WEB_CLIENTS = [
  'https://web.telegram.org',
  'https://webk.telegram.org',
  'https://webz.telegram.org',
]

/**
 * The pages a partner's site may show in a frame: the swap as the widget docs (/widget) tell partners to embed it,
 * `{site_origin}/?ref=…`, and where it leads: the home page, a pair page and an order page (/order/pending
 * included), in either locale, with any query. nginx matches it against the request as sent ($request_uri).
 */
export const WIDGET_PAGE_PATTERN = `^(?:/(?:${inlang.locales.filter((locale) => locale !== inlang.baseLocale).join('|')}))?(?:/|/exchange-[a-z0-9-]+/?|/order/[A-Za-z0-9_-]{1,64}/?)?(?:\\?.*)?$`

/** Who may frame the widget's pages (frame-ancestors): any site. */
export const WIDGET_FRAME_ANCESTORS = '*'

/** Who may frame every other page (frame-ancestors): the site itself and Telegram's web clients (the Mini App). */
export const SITE_FRAME_ANCESTORS = ["'self'", ...TELEGRAM_WEB_CLIENTS].join(' ')

/**
 * Powerful features the site never uses, switched off for it and anything it frames; the camera and microphone
 * only for the KYC provider's form (KYC_FRAME_ORIGINS), which the page delegates them to (the provider's SDK
 * frames it with `allow="camera; microphone"`). A frame gets a feature only if its parent has it, hence `self`.
 */
export function permissionsPolicy(kycFrameOrigins: readonly string[]): string {
  const kyc = kycFrameOrigins.length
    ? `(self ${kycFrameOrigins.map((origin) => `"${origin}"`).join(' ')})`
    : '()'
  return (
    `accelerometer=(), autoplay=(), camera=${kyc}, display-capture=(), geolocation=(), gyroscope=(), ` +
    `magnetometer=(), microphone=${kyc}, midi=(), payment=(), usb=(), browsing-topics=()`
  )
}

/** Debian's libnginx-mod-http-brotli-filter and -static, when both are installed. */
export function brotliModules(dir = '/usr/lib/nginx/modules'): RenderInput['brotliModules'] {
  const filter = join(dir, 'ngx_http_brotli_filter_module.so')
  const staticModule = join(dir, 'ngx_http_brotli_static_module.so')
  return existsSync(filter) && existsSync(staticModule) ? { filter, static: staticModule } : null
}

/** The per-response nonce: nginx's $request_id, 32 random hex digits. */
const NONCE = '$request_id'

/** The origins the page may connect to besides its own: every configured service on another origin. */
export function connectOrigins(app: RuntimeConfig): string[] {
  const api = app.apiBaseUrl
  const socket = app.wsBaseUrl ?? (api.startsWith('/') ? undefined : api.replace(/^http/, 'ws'))
  const bases = [
    api,
    socket,
    app.dictionaryBaseUrl,
    app.blogBaseUrl,
    app.redirectLookupBaseUrl,
    app.internetCheckUrl ?? INTERNET_CHECK_URL,
  ]
  const origins = bases
    .filter((base): base is string => !!base && !base.startsWith('/'))
    .map((base) => new URL(base).origin)
  return [...new Set(origins)]
}

/**
 * The Content-Security-Policy (docs/production.md gives the reasons):
 * - script-src: the site's own files and the build's inline scripts by hash (index.html's theme script and submit
 *   guard); no 'unsafe-inline', no 'unsafe-eval'. The JSON the server writes into pages is data, not script.
 *   With a tag manager configured (tagManagerId): its origin, whose loader and tags the app's own code adds, and
 *   this response's nonce, which the app gives the loader and Google Tag Manager passes on to the scripts of its
 *   custom HTML tags. Not 'strict-dynamic': browsers then ignore 'self' and the hashes, so every script of the
 *   pre-rendered pages and every lazily loaded chunk would need the nonce.
 * - style-src: the site's own stylesheets, and <style> elements only with this response's nonce (Radix's
 *   scroll lock injects one at run time); style attributes (React's `style` prop in pre-rendered markup) are
 *   allowed by style-src-attr alone, which cannot load or run anything.
 * - connect-src: the site's own origin (build manifest, same-origin API and socket) and exactly the configured
 *   services elsewhere; with a tag manager, where its tags send what they measure.
 * - img-src: coin logos come from the backend (currencyLogoLink, any https host) and QR codes as data URLs.
 * - frame-ancestors: per page (nginx's $frame_ancestors): the widget's pages by any site, every other page by the
 *   site itself and Telegram's web clients alone, so that no other site can frame the account area.
 * - frame-src: the site itself and the KYC provider's form (KYC_FRAME_ORIGINS), no other origin.
 */
export function contentSecurityPolicy(
  app: RuntimeConfig,
  scriptHashes: readonly string[],
  kycFrameOrigins: readonly string[] = [],
): string {
  const tagManager = app.tagManagerId
    ? { scripts: [`'nonce-${NONCE}'`, TAG_MANAGER_ORIGIN], connect: TAG_MANAGER_CONNECT_SOURCES }
    : { scripts: [], connect: [] }
  const directives: [string, ...string[]][] = [
    ['default-src', "'self'"],
    ['script-src', "'self'", ...scriptHashes.map((hash) => `'${hash}'`), ...tagManager.scripts],
    ['style-src', "'self'", `'nonce-${NONCE}'`],
    ['style-src-elem', "'self'", `'nonce-${NONCE}'`],
    ['style-src-attr', "'unsafe-inline'"],
    ['img-src', "'self'", 'data:', 'https:'],
    ['font-src', "'self'"],
    ['connect-src', "'self'", ...connectOrigins(app), ...tagManager.connect],
    ['frame-ancestors', '$frame_ancestors'],
    ['frame-src', "'self'", ...kycFrameOrigins],
    ['worker-src', "'self'"],
    ['manifest-src', "'self'"],
    ['object-src', "'none'"],
    ['base-uri', "'self'"],
    ['form-action', "'self'"],
  ]
  return directives.map((parts) => parts.join(' ')).join('; ')
}

/** The contract's longest x-timeout-ms (order creation, 200 s) plus 10 s: no answer is cut off by the proxy. */
export function apiReadTimeout(): string {
  const longest = Math.max(...Object.values(operations).map((operation) => operation.timeoutMs))
  return `${Math.ceil(longest / 1000) + 10}s`
}

/** A value inside a single-quoted nginx string: backslashes and quotes escaped, `$` kept out of variables. */
const nginxSingleQuoted = (text: string) => text.replace(/\\/g, '\\\\').replace(/'/g, "\\'")

/** The filled configuration element: the JSON (with `$` escaped, nginx would read a variable) and the nonce. */
export function configElement(app: RuntimeConfig): string {
  const json = serializeRuntimeConfig(app).replace(/\$/g, '\\u0024')
  return `<script type="application/json" id="${APP_CONFIG_ELEMENT_ID}" nonce="${NONCE}">${json}</script>`
}

export interface RenderInput {
  server: ServerSettings
  app: RuntimeConfig
  scriptHashes: readonly string[]
  mimeTypes: string
  /** Debian's brotli modules, when installed (/usr/lib/nginx/modules). */
  brotliModules: { filter: string; static: string } | null
  /** `user …;` when started as root (workers must not run as root). */
  workerUser: string | null
}

/**
 * A content service behind this server: an `upstream` block named `name` (its host resolved once, when nginx
 * starts, so no resolver is needed) and the location's directives, which pass the request's own encoded rest
 * ($content_rest) after the base URL's path, with the upstream's real host name (Host, and SNI over https).
 */
export function contentProxy(name: string, baseUrl: string): { upstream: string; location: string } {
  const url = new URL(baseUrl)
  const port = url.port || (url.protocol === 'https:' ? '443' : '80')
  const path = url.pathname.replace(/\/+$/, '')
  const location = [
    `      proxy_pass ${url.protocol}//${name}${path}$content_rest;`,
    `      proxy_set_header Host ${url.host};`,
    ...(url.protocol === 'https:'
      ? ['      proxy_ssl_server_name on;', `      proxy_ssl_name ${url.hostname};`]
      : []),
  ]
  return {
    upstream: `  upstream ${name} {\n    server ${url.hostname}:${port};\n    keepalive 8;\n  }`,
    location: location.join('\n'),
  }
}

/** The values of the templates' {{NAME}} marks. */
export function templateValues(input: RenderInput): Record<string, string> {
  const { server, app, brotliModules } = input
  const blog = contentProxy('content_blog', server.blogUpstream)
  const dictionary = contentProxy('content_dictionary', server.dictionaryUpstream)
  const listen = `${server.host.includes(':') ? `[${server.host}]` : server.host}:${server.port}`
  return {
    ...edgeTemplateValues(server.edge, listen, server.runtimeDir),
    LOAD_MODULES: brotliModules
      ? `load_module ${brotliModules.filter};\nload_module ${brotliModules.static};`
      : '# No brotli modules installed (libnginx-mod-http-brotli-*): gzip only.',
    USER: input.workerUser ? `user ${input.workerUser};` : '# Not root: the workers run as this user.',
    WORKER_PROCESSES: server.workerProcesses,
    RUNTIME_DIR: server.runtimeDir,
    MIME_TYPES: input.mimeTypes,
    ACCESS_LOG: server.accessLog === 'off' ? 'off' : `${server.accessLog} site`,
    BROTLI: brotliModules
      ? [
          '  brotli on;',
          '  brotli_static on;',
          '  brotli_comp_level 5;',
          '  brotli_min_length 1024;',
          '  brotli_types text/css text/plain text/xml application/javascript application/json application/xml',
          '    application/manifest+json image/svg+xml;',
        ].join('\n')
      : '',
    LISTEN: listen,
    DIST_DIR: server.distDir,
    WS_PATH: websocketPath,
    API_UPSTREAM: server.apiUpstream,
    WS_UPSTREAM: server.wsUpstream,
    REDIRECT_UPSTREAM: server.redirectUpstream,
    CONTENT_UPSTREAMS: `${blog.upstream}\n${dictionary.upstream}`,
    BLOG_PROXY: blog.location,
    DICTIONARY_PROXY: dictionary.location,
    CONTRACT_LOG:
      server.contractViolationLog === 'off'
        ? '# No contract proxy in front of the API (CONTRACT_VIOLATION_LOG): nothing to log.'
        : `access_log ${server.contractViolationLog} contract if=$contract_violation;`,
    API_READ_TIMEOUT: apiReadTimeout(),
    CONFIG_PLACEHOLDER: nginxSingleQuoted(APP_CONFIG_PLACEHOLDER),
    ORDER_PAGE_PATTERN,
    ORDER_ID_PLACEHOLDER,
    ORDER_SHELL_PATH,
    CONFIG_ELEMENT: nginxSingleQuoted(configElement(app)),
    CSP: contentSecurityPolicy(app, input.scriptHashes, server.edge.kycFrameOrigins),
    WIDGET_PAGE_PATTERN,
    WIDGET_FRAME_ANCESTORS,
    SITE_FRAME_ANCESTORS,
    PERMISSIONS_POLICY: permissionsPolicy(server.edge.kycFrameOrigins),
  }
}

/** Fills a template; a mark without a value is an error (a template and this file out of step). */
export function renderTemplate(template: string, values: Record<string, string>): string {
  return template.replace(/\{\{([A-Z_]+)\}\}/g, (_, name: string) => {
    const filled = values[name]
    if (filled === undefined) throw new Error(`no value for {{${name}}}`)
    return filled
  })
}

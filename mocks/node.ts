// The mock network for vitest: the handlers and the rates channel on one world, behind setupServer.
// Conventions: server.listen({ onUnhandledFrame: 'error' }) in beforeAll, server.resetHandlers() in
// afterEach, server.close() in afterAll, one createMockNetwork (so a freshly seeded world) per test file.
import { websocketPath } from '@sdk/operations.gen'
import type { RequestHandler, WebSocketHandler } from 'msw'
import { type SetupServer, setupServer } from 'msw/node'
import { cardProviderPageHandlers } from './card-provider/kyc-page-handlers'
import { createHandlers, type MockBaseUrls } from './handlers/create-handlers'
import { type CreateWorldOptions, createWorld, type World } from './world/world'
import { createWsHandlers } from './ws/ws-handlers'

/** The base URLs tests configure the SDK with (configureSdk's apiBaseUrl and the rest). */
export const testBaseUrls: MockBaseUrls = {
  api: 'http://api.test',
  dictionary: 'http://dictionary.test',
  blog: 'http://blog.test',
  site: 'http://site.test',
}

/** The WebSocket URL of an API base URL: same host, ws(s) scheme, the contract's websocketPath. */
export const wsUrlFor = (apiBaseUrl: string): string =>
  `${apiBaseUrl.replace(/^http/, 'ws').replace(/\/+$/, '')}${websocketPath}`

export interface MockNetworkOptions {
  /** The world's seed (default 42). */
  seed?: number
  baseUrls?: MockBaseUrls
  /** A start time freezes the world's clock (only advanceClock moves it); without it, real time. */
  now?: CreateWorldOptions['now']
  config?: CreateWorldOptions['config']
}

export interface MockNetwork {
  server: SetupServer
  world: World
  baseUrls: MockBaseUrls
  wsUrl: string
}

export function createMockNetwork(options: MockNetworkOptions = {}): MockNetwork {
  const baseUrls = options.baseUrls ?? testBaseUrls
  const world = createWorld({
    ...(options.seed === undefined ? {} : { seed: options.seed }),
    ...(options.now === undefined ? {} : { now: options.now }),
    ...(options.config === undefined ? {} : { config: options.config }),
  })
  const wsUrl = wsUrlFor(baseUrls.api)
  const handlers: (RequestHandler | WebSocketHandler)[] = [
    ...createHandlers(world, baseUrls),
    ...cardProviderPageHandlers(world),
  ]
  // MSW intercepts WebSockets through the global WebSocket.
  if (typeof globalThis.WebSocket !== 'undefined') handlers.push(...createWsHandlers(world, wsUrl))
  return { server: setupServer(...handlers), world, baseUrls, wsUrl }
}

/**
 * Node's fetch keeps no cookies, so a test that signs in needs a jar of its own. What MSW 2.15 does in
 * Node (node_modules/msw/src/core/utils/cookieStore.ts, request/storeResponseCookies.ts): it has one
 * process-wide tough-cookie jar, fed from the Set-Cookie of a response's *init* and added to every later
 * request to a matching URL. It reads that header with Headers.get, which joins several Set-Cookie values
 * with ', ', so only the first cookie survives (with the attributes of the last), and it appends the
 * stored cookies to the request's Cookie header with their attributes. Our handlers therefore append
 * Set-Cookie to the finished response in Node (respond.ts), which keeps that jar empty, and tests use
 * this jar instead: it wraps globalThis.fetch (install it after server.listen(), which replaces fetch),
 * stores each response's Set-Cookie per host and sends them back, like a browser with credentials.
 */
export interface CookieJar {
  /** The cookies stored for a URL's host. */
  get(url: string): Record<string, string>
  set(url: string, name: string, value: string): void
  clear(): void
  /** Puts the original fetch back. */
  uninstall(): void
}

export function installCookieJar(): CookieJar {
  const byHost = new Map<string, Map<string, string>>()
  const hostOf = (url: string) => new URL(url).host
  const jarOf = (url: string) => {
    const host = hostOf(url)
    let jar = byHost.get(host)
    if (!jar) {
      jar = new Map()
      byHost.set(host, jar)
    }
    return jar
  }
  const original = globalThis.fetch
  globalThis.fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init)
    const jar = jarOf(request.url)
    const headers = new Headers(request.headers)
    // The app's own cookies (u_id) ride along too, as they do where the API shares the site's origin.
    const own = typeof document !== 'undefined' && request.credentials !== 'omit' ? document.cookie : ''
    const sent = [own, ...[...jar].map(([k, v]) => `${k}=${v}`)].filter(Boolean)
    if (sent.length > 0) headers.set('cookie', sent.join('; '))
    const response = await original(new Request(request, { headers }))
    for (const line of response.headers.getSetCookie()) {
      const [pair = '', ...attributes] = line.split(';').map((part) => part.trim())
      const eq = pair.indexOf('=')
      const name = pair.slice(0, eq)
      const expired = attributes.some((a) => /^max-age=(0|-\d+)$/i.test(a))
      if (expired) jar.delete(name)
      else jar.set(name, pair.slice(eq + 1))
    }
    return response
  }
  return {
    get: (url) => Object.fromEntries(jarOf(url)),
    set: (url, name, value) => {
      jarOf(url).set(name, value)
    },
    clear: () => byHost.clear(),
    uninstall: () => {
      globalThis.fetch = original
    },
  }
}

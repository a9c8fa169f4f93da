// The HTTP + WebSocket mock server: the MSW handlers served by express (msw-middleware.ts)
// (real cookies, CORS with credentials), the rates channel on the contract's WebSocket path (the `ws`
// package on the same http.Server), and the /__mock controls, all on one World.
import { randomUUID } from 'node:crypto'
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { Duplex } from 'node:stream'
import { websocketPath } from '@sdk/operations.gen'
import { WebSocket, WebSocketServer } from 'ws'
import { createHandlers, type MockBaseUrls } from '../handlers/create-handlers'
import { createWorld, DEFAULT_SEED, type World } from '../world/world'
import { openRatesConnection } from '../ws/rates-channel'
import { DROPPED_CLOSE_CODE, dropWebSockets, openWebSocketCount, trackWebSocket } from '../ws/ws-connections'
import { apiForOwnSitesOnly, hostAllowed, hostName, LOCAL_HOST_NAMES, onlyTheseHosts } from './api-guards'
import { createControlRouter } from './control-routes'
import { corsMiddleware, DEFAULT_CORS_ORIGINS } from './cors'
import { type ErrorHandler, express, type Handler } from './express-lite'
import { mswMiddleware } from './msw-middleware'
import {
  bodyLimit,
  compressAnswers,
  controlsForOwnSitesOnly,
  WS_MAX_PAYLOAD_BYTES,
  websocketOriginAllowed,
} from './request-guards'

export interface MockHttpServerOptions {
  /** 0 picks a free port. Default 4010. */
  port?: number
  /** Default 127.0.0.1. */
  host?: string
  /** The world to serve; by default a fresh one from `seed`. */
  world?: World
  /** Origins allowed to call with credentials. Default: the Vite dev and preview origins. */
  corsOrigins?: readonly string[]
  /** Seed of the default world. Default 42. */
  seed?: number
  /** Host names answered besides localhost, the loopback addresses, the bound host and the CORS origins' hosts. */
  allowedHosts?: readonly string[]
}

export interface MockHttpServer {
  /** The origin, e.g. http://127.0.0.1:4010 (no trailing slash). */
  url: string
  world: World
  close(): Promise<void>
}

export const DEFAULT_MOCK_SERVER_PORT = 4010
export const DEFAULT_MOCK_SERVER_HOST = '127.0.0.1'

/** Where each contract document is served, relative to the server's origin. */
export const mockBaseUrls = (origin: string): MockBaseUrls => ({
  api: origin,
  dictionary: `${origin}/content/dictionary`,
  blog: `${origin}/content/blog`,
  site: origin,
})

const publicHost = (host: string): string => {
  if (host === '0.0.0.0' || host === '') return '127.0.0.1'
  if (host === '::') return '[::1]'
  return host.includes(':') ? `[${host}]` : host
}

/** Handlers match absolute URLs on the server's origin; requests to localhost:PORT match them too. */
const canonicalHost =
  (host: string): Handler =>
  (req, _res, next) => {
    req.headers.host = host
    next()
  }

const notFound: Handler = (req, res) => {
  res.status(404).json({
    code: 'ERR_NOT_FOUND',
    message: `No mock for ${req.method} ${req.path}`,
    traceId: randomUUID(),
  })
}

/**
 * The last word on any error, as JSON (never express's HTML page with a stack trace). Express takes a
 * middleware for an error handler only when it declares four parameters, so `_next` must stay.
 */
const serverError: ErrorHandler = (error, _req, res, _next) => {
  if (res.headersSent) {
    res.socket?.destroy()
    return
  }
  const status = (error as { status?: unknown }).status
  if (error instanceof URIError || status === 400) {
    res.status(400).json({ code: 'ERR_BAD_REQUEST', message: 'Malformed request', traceId: randomUUID() })
    return
  }
  if (status === 413) {
    res
      .status(413)
      .json({ code: 'ERR_BAD_REQUEST', message: 'Request body too large', traceId: randomUUID() })
    return
  }
  console.error('[mock-server]', error)
  res.status(500).json({
    code: 'ERR_INTERNAL_SERVER_ERROR',
    message: `Mock server error: ${error instanceof Error ? error.message : String(error)}`,
    traceId: randomUUID(),
  })
}

export async function startMockHttpServer(options: MockHttpServerOptions = {}): Promise<MockHttpServer> {
  const host = options.host ?? DEFAULT_MOCK_SERVER_HOST
  const world = options.world ?? createWorld({ seed: options.seed ?? DEFAULT_SEED })
  // permessage-deflate: frames over 1 KB (an instrument list, an error with its params) travel compressed.
  const wss = new WebSocketServer({
    noServer: true,
    perMessageDeflate: true,
    maxPayload: WS_MAX_PAYLOAD_BYTES,
  })

  let handleContract: Handler = (_req, _res, next) => next()
  let ownOrigin = ''
  const corsOrigins = options.corsOrigins ?? DEFAULT_CORS_ORIGINS
  const hosts = new Set([
    ...LOCAL_HOST_NAMES,
    ...(host === '0.0.0.0' || host === '::' ? [] : [hostName(host.includes(':') ? `[${host}]` : host)]),
    ...corsOrigins.flatMap((origin) => {
      try {
        return [hostName(new URL(origin).host)]
      } catch {
        return []
      }
    }),
    ...(options.allowedHosts ?? []).map((name) => name.toLowerCase()),
  ])
  const app = express()
  app.disable('x-powered-by')
  app.use(onlyTheseHosts(hosts))
  app.use(compressAnswers())
  app.use(corsMiddleware(corsOrigins))
  app.use(apiForOwnSitesOnly(corsOrigins))
  app.use(bodyLimit)
  app.use(
    '/__mock',
    controlsForOwnSitesOnly(corsOrigins, () => ownOrigin),
    createControlRouter({
      world,
      dropWebSockets: () => dropWebSockets(world),
      openWebSockets: () => openWebSocketCount(world),
    }),
  )
  const contract: Handler = (req, res, next) => handleContract(req, res, next)
  app.use(contract)
  app.use(notFound)
  app.use(serverError)

  const server = createServer((req: IncomingMessage, res: ServerResponse) => app(req, res))
  server.on('upgrade', (req: IncomingMessage, socket: Duplex, head: Buffer) => {
    const { pathname } = new URL(req.url ?? '/', 'http://mock.invalid')
    if (pathname !== websocketPath) {
      socket.end('HTTP/1.1 404 Not Found\r\nConnection: close\r\n\r\n')
      return
    }
    if (!hostAllowed(req, hosts) || !websocketOriginAllowed(req, corsOrigins)) {
      socket.end('HTTP/1.1 403 Forbidden\r\nConnection: close\r\n\r\n')
      return
    }
    wss.handleUpgrade(req, socket, head, (ws) => wss.emit('connection', ws, req))
  })
  wss.on('connection', (ws: WebSocket) => {
    const channel = openRatesConnection(world, (text) => {
      if (ws.readyState === WebSocket.OPEN) ws.send(text)
    })
    const untrack = trackWebSocket(world, () => ws.close(DROPPED_CLOSE_CODE, 'Dropped by the mock controls'))
    ws.on('message', (data) => channel.receive(data.toString()))
    ws.on('close', () => {
      untrack()
      channel.close()
    })
    ws.on('error', () => ws.terminate())
  })

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(options.port ?? DEFAULT_MOCK_SERVER_PORT, host, () => {
      server.off('error', reject)
      resolve()
    })
  })
  const { port } = server.address() as AddressInfo
  const url = `http://${publicHost(host)}:${port}`
  ownOrigin = url
  const msw = mswMiddleware(createHandlers(world, mockBaseUrls(url)), url)
  const toOrigin = canonicalHost(new URL(url).host)
  handleContract = (req, res, next) => toOrigin(req, res, () => msw(req, res, next))

  let closing: Promise<void> | undefined
  const close = (): Promise<void> => {
    closing ??= new Promise<void>((resolve) => {
      for (const ws of wss.clients) ws.terminate()
      wss.close()
      server.close(() => resolve())
      server.closeAllConnections()
    })
    return closing
  }
  return { url, world, close }
}

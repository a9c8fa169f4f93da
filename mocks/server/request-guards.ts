// What makes the HTTP mock server fit to stand in for the backend at its edges: a limit on request bodies, the
// /__mock controls closed to other sites, the WebSocket closed to other origins, compressed answers
// (api-guards.ts: the API closed to other sites and other hosts).
import { randomUUID } from 'node:crypto'
import type { IncomingMessage } from 'node:http'
// @ts-expect-error -- compression ships no types (and @types/compression would bring @types/express, which
// express-lite.ts stands in for); its call signature is the middleware below.
import compressionUntyped from 'compression'
import { JSON_BODY_LIMIT_BYTES, largeBodies } from '../../scripts/edge-contract'
import type { Handler } from './express-lite'

/** The operations whose body may be larger (the KYC photos): the contract's own maximum, as nginx has it. */
const LARGE_BODY_PATHS: Record<string, number> = Object.fromEntries(
  largeBodies().map((body) => [body.path, body.bytes]),
)

/** A client's WebSocket frame is a subscription of a few hundred bytes; anything near this is not one. */
export const WS_MAX_PAYLOAD_BYTES = 16 * 1024

const errorBody = (code: string, message: string) => ({ code, message, traceId: randomUUID() })

/**
 * Refuses a request body over its path's limit before anything reads it: 413 with an ErrorBody-shaped JSON
 * body (the contract declares no 413, so the client treats it as the gateway error it is). A body without a
 * Content-Length (chunked) is refused with 411: every client of this API sends one.
 */
export const bodyLimit: Handler = (req, res, next) => {
  if (req.method === 'GET' || req.method === 'HEAD' || req.method === 'OPTIONS') return next()
  const limit = LARGE_BODY_PATHS[req.path] ?? JSON_BODY_LIMIT_BYTES
  const length = req.headers['content-length']
  if (length === undefined && req.headers['transfer-encoding'] !== undefined) {
    res.status(411).json(errorBody('ERR_BAD_REQUEST', 'A request body needs a Content-Length'))
    return
  }
  if (Number(length ?? 0) > limit) {
    res.set('connection', 'close')
    res.status(413).json(errorBody('ERR_BAD_REQUEST', `Request body larger than ${limit} bytes`))
    return
  }
  next()
}

/**
 * The /__mock controls change the whole world; a page on another site must not reach them through a visitor's
 * browser. Scripts and tests (no Origin, no Sec-Fetch-Site) and the allowed origins (the dev and preview
 * servers, MOCK_CORS_ORIGINS) may; a cross-site browser request gets a JSON 403.
 */
export const controlsForOwnSitesOnly =
  (allowedOrigins: readonly string[], ownOrigin: () => string): Handler =>
  (req, res, next) => {
    const origin = req.headers.origin
    const site = req.headers['sec-fetch-site']
    const allowed =
      origin === undefined ? site !== 'cross-site' : origin === ownOrigin() || allowedOrigins.includes(origin)
    if (allowed) return next()
    res.status(403).json({ error: `cross-site requests to /__mock are refused (origin ${origin ?? site})` })
  }

/**
 * Whether a WebSocket upgrade may open (against cross-site WebSocket hijacking: a page elsewhere opening the
 * rates channel with the visitor's cookies). Browsers always send Origin: it must be an allowed origin, or the
 * host the browser itself connected to, as this server sees it or as a proxy in front forwards it
 * (X-Forwarded-Host, e.g. nginx in `npm run start`). Clients that are not browsers send none and may connect.
 */
export function websocketOriginAllowed(req: IncomingMessage, allowedOrigins: readonly string[]): boolean {
  const origin = req.headers.origin
  return origin === undefined || originAllowed(req, origin, allowedOrigins)
}

/** An allowed origin, or the host the browser connected to (here or, through a proxy, X-Forwarded-Host). */
export function originAllowed(
  req: IncomingMessage,
  origin: string,
  allowedOrigins: readonly string[],
): boolean {
  if (allowedOrigins.includes(origin)) return true
  let host: string
  try {
    host = new URL(origin).host
  } catch {
    return false
  }
  const forwarded = req.headers['x-forwarded-host']
  const seen = [req.headers.host, ...(Array.isArray(forwarded) ? forwarded : [forwarded])]
  return seen.some((value) => value !== undefined && value.split(',')[0]?.trim() === host)
}

/** gzip/deflate/brotli for answers over 1 KB, as the backend's gateway would. */
export const compressAnswers = (): Handler => (compressionUntyped as () => Handler)()

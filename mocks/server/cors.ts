// CORS with credentials for the configured origins: the Origin is echoed when it is allowed (never '*',
// which browsers refuse with credentials), and preflight OPTIONS requests are answered here.
import type { Handler } from './express-lite'

export const DEFAULT_CORS_ORIGINS: readonly string[] = [
  'http://localhost:5173',
  'http://127.0.0.1:5173',
  'http://localhost:4173',
  'http://127.0.0.1:4173',
]
const ALLOWED_METHODS = 'GET, POST, PUT, PATCH, DELETE, OPTIONS'
const DEFAULT_ALLOWED_HEADERS = 'content-type, accept, accept-language, authorization, x-request-id'
const PREFLIGHT_MAX_AGE_S = '600'

export const corsMiddleware =
  (origins: readonly string[]): Handler =>
  (req, res, next) => {
    const origin = req.headers.origin
    const allowed = origin !== undefined && origins.includes(origin)
    if (allowed) {
      res.setHeader('Access-Control-Allow-Origin', origin)
      res.setHeader('Access-Control-Allow-Credentials', 'true')
      res.setHeader('Access-Control-Expose-Headers', 'content-type, cache-control')
    }
    res.setHeader('Vary', 'Origin')
    const preflight = req.method === 'OPTIONS' && req.headers['access-control-request-method'] !== undefined
    if (!preflight) {
      next()
      return
    }
    if (allowed) {
      const requested = req.headers['access-control-request-headers']
      res.setHeader('Access-Control-Allow-Methods', ALLOWED_METHODS)
      res.setHeader('Access-Control-Allow-Headers', requested || DEFAULT_ALLOWED_HEADERS)
      res.setHeader('Access-Control-Max-Age', PREFLIGHT_MAX_AGE_S)
    }
    res.statusCode = 204
    res.end()
  }

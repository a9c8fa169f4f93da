// The API's own refusals at its edge, as nginx makes them in `npm run start` (docs/security.md "The edge"), so that
// development answers as production does: a request that changes something comes from the site's own pages and
// sends JSON; and the server answers only the host names it is meant for (DNS rebinding would otherwise let a
// page elsewhere read /__mock/state through a visitor's browser).
import { randomUUID } from 'node:crypto'
import type { IncomingMessage } from 'node:http'
import type { ErrorCode } from '@sdk/operations.gen'
import { API_BODY_MEDIA_TYPE } from '../../scripts/edge-contract'
import type { Handler } from './express-lite'
import { originAllowed } from './request-guards'

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS'])

const errorBody = (code: ErrorCode, message: string) => ({
  code,
  message,
  traceId: randomUUID(),
})

/** Whether the request says it comes from another site: an Origin not allowed, or Sec-Fetch-Site without one. */
export function crossSite(req: IncomingMessage, allowedOrigins: readonly string[]): boolean {
  const origin = req.headers.origin
  if (origin !== undefined) return !originAllowed(req, origin, allowedOrigins)
  return req.headers['sec-fetch-site'] === 'cross-site'
}

/** JSON, or no body at all (a bodiless call such as logout): never a form's text/plain or urlencoded body. */
export function acceptedBody(req: IncomingMessage): boolean {
  const type = req.headers['content-type']
  if (type === undefined)
    return req.headers['transfer-encoding'] === undefined && Number(req.headers['content-length'] ?? 0) === 0
  return type.split(';')[0]?.trim().toLowerCase() === API_BODY_MEDIA_TYPE
}

/** On /api/: a request that changes something from another site is 403 ERR_FORBIDDEN; one not in JSON, 415. */
export const apiForOwnSitesOnly =
  (allowedOrigins: readonly string[]): Handler =>
  (req, res, next) => {
    if (SAFE_METHODS.has(req.method ?? 'GET') || !req.path.startsWith('/api/')) return next()
    if (crossSite(req, allowedOrigins)) {
      res.status(403).json(errorBody('ERR_FORBIDDEN', 'Cross-site requests to the API are refused'))
      return
    }
    if (!acceptedBody(req)) {
      res.set('connection', 'close')
      res
        .status(415)
        .json(
          errorBody('ERR_UNSUPPORTED_MEDIA_TYPE', 'A request that changes something sends application/json'),
        )
      return
    }
    next()
  }

/** The host names this server answers by default, whatever else it is told (MOCK_ALLOWED_HOSTS). */
export const LOCAL_HOST_NAMES: readonly string[] = ['localhost', '127.0.0.1', '::1']

/** The Host header's name, without its port or an IPv6 address's brackets. */
export function hostName(host: string | undefined): string {
  if (!host) return ''
  const bracketed = host.match(/^\[([^\]]+)\]/)
  return (bracketed ? bracketed[1] : host.replace(/:\d+$/, ''))?.toLowerCase() ?? ''
}

/** Whether the request names one of `hosts` (host names, without ports). */
export const hostAllowed = (req: IncomingMessage, hosts: ReadonlySet<string>): boolean =>
  hosts.has(hostName(req.headers.host))

/** Any other Host is refused (403) before anything is read or answered. */
export const onlyTheseHosts =
  (hosts: ReadonlySet<string>): Handler =>
  (req, res, next) => {
    if (hostAllowed(req, hosts)) return next()
    res
      .status(403)
      .json(errorBody('ERR_FORBIDDEN', `This server does not answer the host ${req.headers.host ?? ''}`))
  }

// The edge's part of the nginx configuration (docs/security.md "The edge"): the host names it answers, the proxies
// it believes, the limits on /api/, the contract's large bodies and the API's own refusals.
import type { ErrorCode } from '../sdk/operations.gen.ts'
import { JSON_BODY_LIMIT_BYTES, type LargeBody, largeBodies } from './edge-contract.ts'
import type { EdgeSettings } from './start-edge-settings.ts'

/** An ErrorBody of the contract as nginx answers it itself ($request_id as its traceId), for a single-quoted string. */
export function errorBody(code: ErrorCode, message: string): string {
  return JSON.stringify({ code, message, traceId: '$request_id' }).replace(/'/g, "\\'")
}

/** A catch-all server for the Hosts not in SERVER_NAME: no answer (444), the health check excepted (probes by address). */
export function defaultServer(edge: EdgeSettings, listen: string, runtimeDir: string): string {
  if (!edge.serverNames.length) return '  # SERVER_NAME is not set: the one server below answers every Host.'
  return [
    '  # A Host other than SERVER_NAME (a scan by address, a stranger domain pointed here): closed without an',
    '  # answer, the health check excepted (probes ask by address).',
    '  server {',
    `    listen ${listen} default_server;`,
    '    server_name _;',
    `    include ${runtimeDir}/healthz.conf;`,
    '    location / {',
    '      return 444;',
    '    }',
    '  }',
  ].join('\n')
}

/** The location of one large body: its own size cap, read only with a session, streamed to the API. */
export function largeBodyLocation(body: LargeBody, runtimeDir: string): string {
  const session = body.sessionCookie
    ? [
        `      # Without a session the API refuses it anyway: refused before a byte of the body is read.`,
        `      if ($cookie_${body.sessionCookie} = "") { return 401 '${errorBody('ERR_UNAUTHORIZED', 'Session is missing')}'; }`,
      ]
    : []
  return [
    `    # ${body.operationId}: the contract's largest body (scripts/edge-contract.ts), streamed to the API as it`,
    '    # arrives instead of into a temporary file.',
    `    location = ${body.path} {`,
    `      client_max_body_size ${body.bytes};`,
    `      include ${runtimeDir}/api-guards.conf;`,
    ...session,
    '      proxy_request_buffering off;',
    `      include ${runtimeDir}/api-proxy.conf;`,
    '    }',
  ].join('\n')
}

/** The values of the edge's {{NAME}} marks in the templates. */
export function edgeTemplateValues(
  edge: EdgeSettings,
  listen: string,
  runtimeDir: string,
): Record<string, string> {
  const rate = edge.apiRateLimit
  return {
    SERVER_NAME: edge.serverNames.length
      ? `server_name ${edge.serverNames.join(' ')};`
      : '# Every Host (SERVER_NAME is not set).',
    DEFAULT_SERVER: defaultServer(edge, listen, runtimeDir),
    REAL_IP: edge.trustedProxies.length
      ? [
          ...edge.trustedProxies.map((range) => `  set_real_ip_from ${range};`),
          '  real_ip_header X-Forwarded-For;',
          '  real_ip_recursive on;',
        ].join('\n')
      : "  # No TRUSTED_PROXIES: the connection's address is the client's.",
    TRUSTED_PROXY_RANGES: edge.trustedProxies.map((range) => `    ${range} 1;`).join('\n'),
    API_LIMIT_ZONES: [
      rate
        ? `  limit_req_zone $binary_remote_addr zone=api:10m rate=${rate.perSecond}r/s;`
        : '  # API_RATE_LIMIT=off: no request rate limit.',
      edge.apiConnectionLimit
        ? '  limit_conn_zone $binary_remote_addr zone=api_connections:10m;'
        : '  # API_CONN_LIMIT=off: no connection limit.',
    ].join('\n'),
    API_RATE_LIMIT: rate ? `limit_req zone=api burst=${rate.burst} nodelay;` : '# API_RATE_LIMIT=off',
    API_CONN_LIMIT: edge.apiConnectionLimit
      ? `limit_conn api_connections ${edge.apiConnectionLimit};`
      : '# API_CONN_LIMIT=off',
    JSON_BODY_LIMIT: String(JSON_BODY_LIMIT_BYTES),
    LARGE_BODY_LOCATIONS: largeBodies()
      .map((body) => largeBodyLocation(body, runtimeDir))
      .join('\n\n'),
    CROSS_SITE_BODY: errorBody('ERR_FORBIDDEN', 'Cross-site requests to the API are refused'),
    UNSUPPORTED_TYPE_BODY: errorBody(
      'ERR_UNSUPPORTED_MEDIA_TYPE',
      'A request that changes something sends application/json',
    ),
  }
}

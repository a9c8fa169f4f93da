// `npm run mock-server`: the HTTP + WebSocket mock server for the production build and Playwright.
// Configuration (environment): MOCK_SERVER_PORT (4010), MOCK_SERVER_HOST (127.0.0.1),
// MOCK_CORS_ORIGINS (comma-separated; the Vite dev and preview origins), MOCK_SEED (42), MOCK_ALLOWED_HOSTS
// (comma-separated host names answered besides localhost, the loopback addresses and the CORS origins' hosts, e.g.
// the service name a container network gives it).
import { websocketPath } from '@sdk/operations.gen'
import { DEFAULT_SEED } from '../world/world'
import { DEFAULT_CORS_ORIGINS } from './cors'
import {
  DEFAULT_MOCK_SERVER_HOST,
  DEFAULT_MOCK_SERVER_PORT,
  startMockHttpServer,
} from './create-mock-http-server'

const integer = (name: string, fallback: number): number => {
  const raw = process.env[name]?.trim()
  if (!raw) return fallback
  const value = Number(raw)
  if (!Number.isInteger(value) || value < 0)
    throw new Error(`${name} must be a non-negative integer, got '${raw}'`)
  return value
}

const list = (name: string, fallback: readonly string[]): readonly string[] => {
  const raw = process.env[name]?.trim()
  if (!raw) return fallback
  return raw
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)
}

const corsOrigins = list('MOCK_CORS_ORIGINS', DEFAULT_CORS_ORIGINS)
const seed = integer('MOCK_SEED', DEFAULT_SEED)
const port = integer('MOCK_SERVER_PORT', DEFAULT_MOCK_SERVER_PORT)
const host = process.env.MOCK_SERVER_HOST?.trim() || DEFAULT_MOCK_SERVER_HOST
const allowedHosts = list('MOCK_ALLOWED_HOSTS', [])
const server = await startMockHttpServer({ port, host, corsOrigins, seed, allowedHosts }).catch(
  (error: unknown) => {
    const inUse = (error as { code?: string }).code === 'EADDRINUSE'
    console.error(
      inUse
        ? `Port ${port} on ${host} is in use (another mock server?). Set MOCK_SERVER_PORT to use another one.`
        : error,
    )
    process.exit(1)
  },
)
const { url } = server
const ws = url.replace(/^http/, 'ws')

console.info(`Mock server on ${url} (seed ${seed})
  API        ${url}/api/v1/…, ${url}/api/v2/…
  WebSocket  ${ws}${websocketPath}
  Content    ${url}/content/dictionary, ${url}/content/blog, ${url}/locales, ${url}/builds
  Controls   ${url}/__mock/…
  CORS       ${corsOrigins.join(', ')}

Try:
  curl -s ${url}/api/v1/health
  curl -s '${url}/api/v2/instruments/public' | head -c 300
  curl -s -c /tmp/jar -H 'content-type: application/json' \\
    -d '{"email":"demo@example.com","password":"demo-pass-1","browserFingerprint":"fp"}' \\
    ${url}/api/v1/users/local/authenticate
  curl -s -b /tmp/jar ${url}/api/v1/users/account-data
  curl -s ${url}/__mock/state
  curl -s -X POST -H 'content-type: application/json' -d '{"operationId":"getHealth","kind":"http500"}' ${url}/__mock/fail
  curl -s -X POST -H 'content-type: application/json' -d '{"status":"UNHEALTHY"}' ${url}/__mock/health
  curl -s -X POST -H 'content-type: application/json' -d '{}' ${url}/__mock/reset
`)

let stopping = false
const stop = (signal: NodeJS.Signals) => {
  if (stopping) return
  stopping = true
  console.info(`\n${signal}: closing the mock server`)
  server.close().then(
    () => process.exit(0),
    (error: unknown) => {
      console.error(error)
      process.exit(1)
    },
  )
}
process.on('SIGINT', stop)
process.on('SIGTERM', stop)

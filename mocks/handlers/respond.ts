// What every handler shares: the world's request gate (latency, injected failures, health), WorldError →
// ErrorBody, the session cookies. Handlers stay thin: parse → call the world → serialise.
import { errorHttpStatus } from '@sdk/operation-contract.gen'
import { type OperationId, operations } from '@sdk/operations.gen'
import { HttpResponse } from 'msw'
import { isWorldError, WorldError } from '../world/errors'
import type { SessionTokens } from '../world/sessions'
import type { World } from '../world/world'

type ErrorBody = ReturnType<WorldError['toBody']> & { traceId: string }

/** The `response` helper of an openapi-msw resolver: its `untyped` passes any Response through. */
interface ResolverInfo<R> {
  response: { untyped(response: Response): R }
}

let traceCounter = 0
const traceId = (): string =>
  globalThis.crypto?.randomUUID?.() ?? `mock-${Date.now().toString(36)}-${(++traceCounter).toString(36)}`

const pause = (ms: number): Promise<void> =>
  ms > 0 ? new Promise((resolve) => setTimeout(resolve, ms)) : Promise.resolve()

/** The ErrorBody response of a WorldError, with the status the contract gives its code. */
export function errorResponse(error: WorldError): Response {
  const body: ErrorBody = { ...error.toBody(), traceId: traceId() }
  return HttpResponse.json(body, { status: errorHttpStatus[error.code] })
}

/** Anything a handler throws, as an error response; a non-WorldError is a bug in the mocks (500). */
export function failureResponse(operationId: OperationId, error: unknown): Response {
  if (isWorldError(error)) {
    if (!(operations[operationId].errorCodes as readonly string[]).includes(error.code)) {
      console.warn(`[mocks] ${operationId} answered ${error.code}, which the contract does not declare`)
    }
    return errorResponse(error)
  }
  console.error(`[mocks] ${operationId} failed`, error)
  const message = error instanceof Error ? error.message : String(error)
  return errorResponse(new WorldError('ERR_INTERNAL_SERVER_ERROR', `Mock handler failed: ${message}`))
}

/**
 * Runs one request: world.beginRequest first (injected HTTP 500/503 and health answers, a dropped
 * connection, the orders' clock), then the latency, then `run`. A thrown WorldError becomes its ErrorBody
 * with the status of errorHttpStatus[code].
 */
export async function answer<R>(
  world: World,
  operationId: OperationId,
  info: ResolverInfo<R>,
  run: () => R | Promise<R>,
): Promise<R> {
  let directive: ReturnType<World['beginRequest']>
  try {
    directive = world.beginRequest(operationId)
  } catch (error) {
    // An injected failure or the health setting: it answers after the same latency as a success.
    await pause(world.controls.latencyMs)
    return info.response.untyped(failureResponse(operationId, error))
  }
  await pause(directive.latencyMs)
  if (directive.kind === 'network-error') return info.response.untyped(HttpResponse.error())
  try {
    return await run()
  } catch (error) {
    return info.response.untyped(failureResponse(operationId, error))
  }
}

// --- Session cookies -------------------------------------------------------------------------------------

/**
 * THE one switch between the two ways cookies travel:
 * - In the browser (the dev worker, and jsdom tests) MSW mirrors the Set-Cookie headers given in a mocked
 *   response's init to document.cookie, and document.cookie cannot hold an HttpOnly cookie (the browser
 *   drops it). So there the cookies go in the response init, without HttpOnly.
 * - In Node (vitest, the HTTP mock server) they are appended to the finished response, HttpOnly, so the
 *   HTTP server sends them for real. Appending after construction also keeps them out of MSW's
 *   process-wide cookie jar, which (MSW 2.15) joins several Set-Cookie headers into one string, keeps
 *   only the first cookie and then adds it to every later request: see mocks/node.ts for the test jar.
 */
const IN_BROWSER = typeof document !== 'undefined'

export const ACCESS_COOKIE = 'access_token'
export const REFRESH_COOKIE = 'refresh_token'

const cookie = (name: string, value: string, maxAgeSec: number): string =>
  `${name}=${value}; Path=/; Max-Age=${maxAgeSec}; SameSite=Lax${IN_BROWSER ? '' : '; HttpOnly'}`

/**
 * Both cookies live as long as the refresh token: an expired access token must still be sent, so the
 * API can answer 418 and the client refreshes (a cookie that vanished with the token would be a 401).
 * access_token comes first: the browser's MSW cookie store keeps only the first Set-Cookie.
 */
export const sessionCookies = (tokens: SessionTokens): string[] => [
  cookie(ACCESS_COOKIE, tokens.accessToken, tokens.refreshMaxAge),
  cookie(REFRESH_COOKIE, tokens.refreshToken, tokens.refreshMaxAge),
]

export const clearedSessionCookies = (): string[] => [
  cookie(ACCESS_COOKIE, '', 0),
  cookie(REFRESH_COOKIE, '', 0),
]

/** Builds a response with Set-Cookie headers, the way that works where the handlers run (see above). */
export function withCookies<T extends Response>(setCookies: string[], build: (init: ResponseInit) => T): T {
  if (IN_BROWSER) {
    const headers = new Headers()
    for (const c of setCookies) headers.append('set-cookie', c)
    return build({ headers })
  }
  const response = build({})
  for (const c of setCookies) response.headers.append('set-cookie', c)
  return response
}

/** The signed-in user's id: no or a revoked token → ERR_UNAUTHORIZED, an expired one → ERR_IM_A_TEAPOT. */
export const sessionUserId = (world: World, cookies: Record<string, string>): number =>
  world.account.userId(cookies[ACCESS_COOKIE])

/** The user behind the cookie on an operation that does not need one (a broken session counts as none). */
export function optionalUserId(world: World, cookies: Record<string, string>): number | null {
  if (!cookies[ACCESS_COOKIE]) return null
  try {
    return sessionUserId(world, cookies)
  } catch (error) {
    if (isWorldError(error)) return null
    throw error
  }
}

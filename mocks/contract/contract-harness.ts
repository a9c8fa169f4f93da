// Shared by the contract test files: one real HTTP + WS mock server per file (port 0, fixed seed, the world
// reset before each test), the /__mock controls, and the generic checks every operation gets: a valid
// request, invalid requests, injected 500 / 503, and for signed-in operations 401 and 418.
import { errorHttpStatus } from '@sdk/operation-contract.gen'
import { type ErrorCode, type OperationId, operations } from '@sdk/operations.gen'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { type MockHttpServer, startMockHttpServer } from '../server/create-mock-http-server'
import type { World } from '../world/world'
import { type Answer, createSession, type SeedUser, type Session, signedIn } from './contract-session'
import { writeCoverage } from './coverage-recorder'

export const CONTRACT_SEED = 42

export interface ServerContext {
  url: string
  world: World
}

/** Starts the server for the file; records the file's coverage under `name` when it ends. */
export function serveContractFile(name: string, opts: { resetEachTest?: boolean } = {}): ServerContext {
  let server: MockHttpServer | undefined
  const ctx = {} as ServerContext
  beforeAll(async () => {
    server = await startMockHttpServer({ port: 0, seed: CONTRACT_SEED })
    ctx.url = server.url
    ctx.world = server.world
  })
  if (opts.resetEachTest !== false)
    beforeEach(async () => {
      await control(ctx.url, '/reset', { seed: CONTRACT_SEED })
    })
  afterAll(async () => {
    writeCoverage(name)
    await server?.close()
  })
  return ctx
}

/** Calls a /__mock control: POST with a JSON body, or GET without one. Fails the test on a non-2xx. */
export async function control<T = unknown>(origin: string, path: string, body?: unknown): Promise<T> {
  const res = await fetch(`${origin}/__mock${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    ...(body === undefined
      ? {}
      : { headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }),
  })
  const json = (await res.json()) as T
  if (!res.ok) throw new Error(`control ${path} answered ${res.status}: ${JSON.stringify(json)}`)
  return json
}

export function expectOk(res: Answer, status?: number): void {
  expect(res.error, `unexpected error ${JSON.stringify(res.error)}`).toBeUndefined()
  if (status !== undefined) expect(res.response.status).toBe(status)
  else expect(res.response.status).toBeLessThan(300)
}

export function expectCode(res: Answer, code: ErrorCode): void {
  const got = (res.error as { code?: string } | undefined)?.code
  expect(got, `expected ${code}, got ${res.response.status} ${JSON.stringify(res.error ?? res.data)}`).toBe(
    code,
  )
  expect(res.response.status).toBe(errorHttpStatus[code])
}

export type Call = (s: Session, ctx: ServerContext) => Promise<Answer>

export interface OperationCase {
  /** A valid request, made with a signed-in demo session when the operation is secured. */
  valid: Call
  /** Invalid requests (missing or ill-typed parameter or body) and the code each must answer. */
  invalid?: { name: string; call: Call; code: ErrorCode }[]
  /** Why an operation has no invalid request (it declares no 400, or takes no input). */
  noInvalidBecause?: string
  /** The seeded user a secured operation runs as (default demo). */
  user?: SeedUser
}

export type Cases = Partial<Record<OperationId, OperationCase>>

const sessionFor = (id: OperationId, ctx: ServerContext, c: OperationCase): Promise<Session> =>
  operations[id].secured ? signedIn(ctx.url, c.user) : Promise.resolve(createSession(ctx.url))

/** The generic checks for each operation of the table. */
export function describeOperations(ctx: ServerContext, cases: Cases): void {
  for (const [id, c] of Object.entries(cases) as [OperationId, OperationCase][]) {
    const op = operations[id]
    describe(`${id} (${op.method} ${op.path})`, () => {
      it('answers a valid request as the contract says', async () => {
        expectOk(await c.valid(await sessionFor(id, ctx, c), ctx))
      })
      if (c.invalid?.length)
        it('rejects invalid requests with the declared 400 code', async () => {
          for (const bad of c.invalid ?? []) {
            const res = await bad.call(await sessionFor(id, ctx, c), ctx)
            expectCode(res, bad.code)
          }
        })
      else
        it(`declares no 400, so has no invalid request (${c.noInvalidBecause ?? 'no reason given'})`, () => {
          // Fails when the operation starts declaring a 400: it then needs an invalid-request case above.
          expect(op.statuses as readonly number[]).not.toContain(400)
        })
      it('answers ERR_INTERNAL_SERVER_ERROR for an injected failure', async () => {
        const s = await sessionFor(id, ctx, c)
        await control(ctx.url, '/fail', { operationId: id, kind: 'http500' })
        expectCode(await c.valid(s, ctx), 'ERR_INTERNAL_SERVER_ERROR')
      })
      it('answers ERR_SERVICE_UNAVAILABLE for an injected outage', async () => {
        const s = await sessionFor(id, ctx, c)
        await control(ctx.url, '/fail', { operationId: id, kind: 'http503' })
        expectCode(await c.valid(s, ctx), 'ERR_SERVICE_UNAVAILABLE')
      })
      if (op.document === 'api' && op.method !== 'GET') {
        // The API's own edge (mocks/server/api-guards.ts, nginx in `npm run start`): a form on another site.
        it('answers ERR_FORBIDDEN to a call from another site', async () => {
          const s = await sessionFor(id, ctx, c)
          s.headersOf = {
            operationId: id,
            headers: { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
          }
          expectCode(await c.valid(s, ctx), 'ERR_FORBIDDEN')
        })
        it('answers ERR_UNSUPPORTED_MEDIA_TYPE to a body that is not JSON', async () => {
          const s = await sessionFor(id, ctx, c)
          s.headersOf = { operationId: id, headers: { 'content-type': 'text/plain;charset=UTF-8' } }
          expectCode(await c.valid(s, ctx), 'ERR_UNSUPPORTED_MEDIA_TYPE')
        })
      }
      if (op.secured) {
        it('answers ERR_UNAUTHORIZED without a session', async () => {
          expectCode(await c.valid(createSession(ctx.url), ctx), 'ERR_UNAUTHORIZED')
        })
        if (op.statuses.some((s) => s === 418))
          it('answers ERR_IM_A_TEAPOT once the access token has expired', async () => {
            const s = await signedIn(ctx.url, c.user)
            await control(ctx.url, '/tokens/expire', {})
            expectCode(await c.valid(s, ctx), 'ERR_IM_A_TEAPOT')
          })
      }
    })
  }
}

/** Lists the operations of the given tags that a table does not cover (a test asserts it is empty). */
export const uncovered = (tags: readonly string[], cases: Cases) =>
  (Object.keys(operations) as OperationId[]).filter((id) => tags.includes(operations[id].tag) && !cases[id])

// The HTTP mock server itself: CORS with credentials, real cookies kept per client, the /__mock controls'
// inputs and outputs, and unknown routes.
import { describe, expect, it } from 'vitest'
import { control, expectCode, expectOk, serveContractFile } from './contract-harness'
import { createSession, signedIn } from './contract-session'

const ctx = serveContractFile('mock-server')
const DEV_ORIGIN = 'http://localhost:5173'

describe('CORS', () => {
  it('answers a preflight from an allowed origin with credentials, methods and headers', async () => {
    const res = await fetch(`${ctx.url}/api/v1/users/local/authenticate`, {
      method: 'OPTIONS',
      headers: {
        origin: DEV_ORIGIN,
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type',
      },
    })
    expect(res.status).toBe(204)
    expect(res.headers.get('access-control-allow-origin')).toBe(DEV_ORIGIN)
    expect(res.headers.get('access-control-allow-credentials')).toBe('true')
    expect(res.headers.get('access-control-allow-methods')).toContain('POST')
    expect(res.headers.get('access-control-allow-headers')).toContain('content-type')
  })

  it('echoes an allowed origin on answers and ignores other origins', async () => {
    const allowed = await fetch(`${ctx.url}/api/v1/health`, { headers: { origin: DEV_ORIGIN } })
    expect(allowed.headers.get('access-control-allow-origin')).toBe(DEV_ORIGIN)
    const other = await fetch(`${ctx.url}/api/v1/health`, { headers: { origin: 'https://evil.example' } })
    expect(other.headers.get('access-control-allow-origin')).toBeNull()
  })
})

describe('cookies', () => {
  it('sets HttpOnly session cookies and keeps sessions apart', async () => {
    const demo = await signedIn(ctx.url)
    expect(demo.jar.get('access_token')?.httpOnly).toBe(true)
    expectOk(await demo.api.GET('/api/v1/users/account-data'))
    // A second client without cookies must not ride on the first one's session.
    expectCode(await createSession(ctx.url).api.GET('/api/v1/users/account-data'), 'ERR_UNAUTHORIZED')
  })

  it('answers under any host name the server is reached by', async () => {
    const byName = ctx.url.replace('127.0.0.1', 'localhost')
    const res = await fetch(`${byName}/api/v1/healthz`)
    expect(res.status).toBe(200)
  })
})

describe('the /__mock controls', () => {
  it('reports the state: seed, clock and controls', async () => {
    const state = await control<{ seed: number; clock: { now: string }; controls: { latencyMs: number } }>(
      ctx.url,
      '/state',
    )
    expect(state.seed).toBe(42)
    expect(Date.parse(state.clock.now)).toBeGreaterThan(0)
    expect(state.controls.latencyMs).toBe(0)
  })

  it('resets with another seed, advances the clock and toggles auto-progress', async () => {
    expect((await control<{ seed: number }>(ctx.url, '/reset', { seed: 7 })).seed).toBe(7)
    const before = Date.parse((await control<{ clock: { now: string } }>(ctx.url, '/state')).clock.now)
    const { now } = await control<{ now: string }>(ctx.url, '/clock/advance', { ms: 3_600_000 })
    expect(Date.parse(now) - before).toBeGreaterThanOrEqual(3_600_000)
    expect(await control(ctx.url, '/auto-progress', { on: true })).toEqual({ autoProgress: true })
    expect(await control(ctx.url, '/auto-progress', { on: false })).toEqual({ autoProgress: false })
  })

  it('gives out the last password reset code', async () => {
    const s = createSession(ctx.url)
    const body = { email: 'demo@example.com' }
    expectOk(await s.api.POST('/api/v1/users/local/request-password-reset', { body }), 204)
    const { resetCode } = await control<{ resetCode: string }>(
      ctx.url,
      '/reset-code?email=demo%40example.com',
    )
    expect(resetCode).toMatch(/\S+/)
  })

  it('rejects bad input with 400 and a world error with its ErrorBody', async () => {
    const post = (path: string, body: unknown) =>
      fetch(`${ctx.url}/__mock${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      })
    expect((await post('/fail', { operationId: 'nope', kind: 'http500' })).status).toBe(400)
    expect((await post('/fail', { operationId: 'getHealth', kind: 'boom' })).status).toBe(400)
    expect((await post('/health', { status: 'SICK' })).status).toBe(400)
    expect((await post('/latency', { ms: -1 })).status).toBe(400)
    expect((await post('/orders/ord_X/scenario', { scenario: 'chaos' })).status).toBe(400)
    const missing = await post('/orders/ord_NOPE0000/advance', {})
    expect(missing.status).toBe(404)
    expect(await missing.json()).toMatchObject({ code: 'ERR_NOT_FOUND' })
  })

  it('answers an unknown route with a JSON 404', async () => {
    const res = await fetch(`${ctx.url}/api/v1/nope`)
    expect(res.status).toBe(404)
    expect(await res.json()).toMatchObject({ code: 'ERR_NOT_FOUND' })
  })
})

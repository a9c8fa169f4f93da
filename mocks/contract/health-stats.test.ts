// Contract tests, tags `health` and `stats`, and the health control's effect on the other calls.
import { describe, expect, it } from 'vitest'
import {
  type Cases,
  control,
  describeOperations,
  expectCode,
  expectOk,
  serveContractFile,
  uncovered,
} from './contract-harness'
import { createSession } from './contract-session'

const ctx = serveContractFile('health-stats')

const cases: Cases = {
  getHealth: {
    valid: (s) => s.api.GET('/api/v1/health'),
    noInvalidBecause: 'it takes no input and declares no 400',
  },
  getHealthz: {
    valid: (s) => s.api.GET('/api/v1/healthz'),
    noInvalidBecause: 'it takes no input and declares no 400',
  },
  getPublicStats: {
    valid: (s) => s.api.GET('/api/v1/stats/public'),
    noInvalidBecause: 'it takes no input and declares no 400',
  },
}

describe('health and stats', () => {
  it('covers every operation of the tags', () => expect(uncovered(['health', 'stats'], cases)).toEqual([]))
  describeOperations(ctx, cases)
})

describe('the health control', () => {
  it('UNHEALTHY: health says so and every other call answers ERR_SERVICE_UNAVAILABLE', async () => {
    const s = createSession(ctx.url)
    await control(ctx.url, '/health', { status: 'UNHEALTHY' })
    const health = await s.api.GET('/api/v1/health')
    expectOk(health)
    expect(health.data?.status).toBe('UNHEALTHY')
    expectCode(await s.api.GET('/api/v1/stats/public'), 'ERR_SERVICE_UNAVAILABLE')
    expectCode(await s.api.GET('/api/v1/pairs/default'), 'ERR_SERVICE_UNAVAILABLE')
    await control(ctx.url, '/health', { status: 'OK' })
    expectOk(await s.api.GET('/api/v1/stats/public'))
  })

  it('TECHNICAL_DIFFICULTIES is reported by both health calls', async () => {
    const s = createSession(ctx.url)
    await control(ctx.url, '/health', { status: 'TECHNICAL_DIFFICULTIES' })
    expect((await s.api.GET('/api/v1/health')).data?.status).toBe('TECHNICAL_DIFFICULTIES')
    expect((await s.api.GET('/api/v1/healthz')).data?.status).toBe('TECHNICAL_DIFFICULTIES')
    expectOk(await s.api.GET('/api/v1/stats/public'))
  })

  it("'fail' makes the health calls answer ERR_INTERNAL_SERVER_ERROR", async () => {
    const s = createSession(ctx.url)
    await control(ctx.url, '/health', { status: 'fail' })
    expectCode(await s.api.GET('/api/v1/health'), 'ERR_INTERNAL_SERVER_ERROR')
    expectCode(await s.api.GET('/api/v1/healthz'), 'ERR_INTERNAL_SERVER_ERROR')
  })

  it('/health-gateway takes one gateway down (503) while the other answers, until it is set back to null', async () => {
    const s = createSession(ctx.url)
    await control(ctx.url, '/health-gateway', { down: 'getHealth' })
    expectCode(await s.api.GET('/api/v1/health'), 'ERR_SERVICE_UNAVAILABLE')
    expect((await s.api.GET('/api/v1/healthz')).data?.status).toBe('OK')
    await control(ctx.url, '/health-gateway', { down: 'getHealthz' })
    expectCode(await s.api.GET('/api/v1/healthz'), 'ERR_SERVICE_UNAVAILABLE')
    expect((await s.api.GET('/api/v1/health')).data?.status).toBe('OK')
    await control(ctx.url, '/health-gateway', { down: null })
    expectOk(await s.api.GET('/api/v1/healthz'))
  })

  it("a failure queued for '*' hits the next call of any operation, once", async () => {
    const s = createSession(ctx.url)
    await control(ctx.url, '/fail', { operationId: '*', kind: 'http500' })
    expectCode(await s.api.GET('/api/v1/stats/public'), 'ERR_INTERNAL_SERVER_ERROR')
    expectOk(await s.api.GET('/api/v1/stats/public'))
  })

  it('an injected network failure drops the connection', async () => {
    await control(ctx.url, '/fail', { operationId: 'getHealth', kind: 'network' })
    await expect(createSession(ctx.url).api.GET('/api/v1/health')).rejects.toThrow()
    expectOk(await createSession(ctx.url).api.GET('/api/v1/health'))
  })

  it('the latency control delays answers', async () => {
    await control(ctx.url, '/latency', { ms: 150 })
    const started = performance.now()
    expectOk(await createSession(ctx.url).api.GET('/api/v1/healthz'))
    expect(performance.now() - started).toBeGreaterThanOrEqual(140)
    await control(ctx.url, '/latency', { ms: 0 })
  })
})

import { describe, expect, it } from 'vitest'
import { catchCode, createOrderId, kinds, newWorld, orderReq } from './test-helpers'

describe('snapshot and restore', () => {
  it('round-trips the whole state through JSON', () => {
    const w = newWorld()
    const req = orderReq(w, 'btc', 'usdttrc20', 0.01)
    const id = createOrderId(w, req)
    w.controls.advanceOrder(id)
    const { tokens } = w.account.login({
      email: 'demo@example.com',
      password: 'demo-pass-1',
      browserFingerprint: 'fp',
    })
    w.users.register({ email: 'bob@example.com', password: 'bob-pass-1', browserFingerprint: 'fp' })
    w.controls.latencyMs = 250
    w.controls.advanceClock(5_000)
    const json = JSON.stringify(w.snapshot())

    const other = newWorld({ seed: 99 })
    other.restore(JSON.parse(json))
    expect(other.snapshot()).toEqual(JSON.parse(json))
    expect(kinds(other.orders.publicInfo(id, req.destinationAddress).orderEvents)).toEqual([
      'CREATION_END',
      'DEPOSIT_REGISTERED',
    ])
    expect(other.account.accountData(tokens.accessToken).userId).toBe(1001)
    expect(other.users.byEmail('bob@example.com')).toBeDefined()
    expect(other.controls.latencyMs).toBe(250)
    expect(other.clock.now()).toBe(w.clock.now())
    const nextA = createOrderId(
      w,
      orderReq(w, 'eth', 'usdttrc20', 0.1, 'FLOATING', {
        destinationAddress: 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE',
      }),
    )
    const nextB = createOrderId(
      other,
      orderReq(other, 'eth', 'usdttrc20', 0.1, 'FLOATING', {
        destinationAddress: 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE',
      }),
    )
    expect(nextB).toBe(nextA)
  })

  it('resets to the seeded state', async () => {
    const w = newWorld()
    const fresh = JSON.stringify(w.snapshot().parts)
    w.users.register({ email: 'bob@example.com', password: 'bob-pass-1', browserFingerprint: 'fp' })
    w.reset()
    expect(w.users.byEmail('bob@example.com')).toBeUndefined()
    expect(JSON.stringify(w.snapshot().parts)).toBe(fresh)
    w.reset(5)
    expect(w.seed).toBe(5)
    await catchCode(() => w.orders.publicInfo('ord_NOPE0000', 'x'), 'ERR_NOT_FOUND')
  })
})

describe('controls', () => {
  it('fails the next matching request once', async () => {
    const w = newWorld()
    w.controls.failNext('getPublicRate', 'http500')
    w.controls.failNext('*', 'network')
    expect(w.beginRequest('getOrderPublicInfo')).toEqual({ kind: 'network-error', latencyMs: 0 })
    await catchCode(() => w.beginRequest('getPublicRate'), 'ERR_INTERNAL_SERVER_ERROR')
    expect(w.beginRequest('getPublicRate').kind).toBe('ok')
    w.controls.failNext('getHealth', 'http503')
    await catchCode(() => w.beginRequest('getHealth'), 'ERR_SERVICE_UNAVAILABLE')
  })

  it('fails every request as a dropped connection while offline, keeping queued failures', async () => {
    const w = newWorld()
    w.controls.latencyMs = 2_000
    w.controls.failNext('getPublicRate', 'http500')
    w.controls.offline = true
    expect(w.beginRequest('getPublicRate')).toEqual({ kind: 'network-error', latencyMs: 0 })
    expect(w.beginRequest('getHealth')).toEqual({ kind: 'network-error', latencyMs: 0 })
    w.controls.offline = false
    await catchCode(() => w.beginRequest('getPublicRate'), 'ERR_INTERNAL_SERVER_ERROR')
  })

  it('restores a snapshot saved before the offline control with it off', () => {
    const w = newWorld()
    const saved = w.snapshot()
    const { offline: _offline, ...older } = saved.controls
    w.restore({ ...saved, controls: older as typeof saved.controls })
    expect(w.controls.offline).toBe(false)
  })

  it('drives health', async () => {
    const w = newWorld()
    expect(w.health()).toEqual({ status: 'OK' })
    w.controls.healthStatus = 'TECHNICAL_DIFFICULTIES'
    expect(w.health()).toEqual({ status: 'TECHNICAL_DIFFICULTIES' })
    await catchCode(() => w.beginRequest('createPublicOrder'), 'ERR_SERVICE_UNAVAILABLE')
    expect(w.beginRequest('getPublicRate').kind).toBe('ok')
    w.controls.healthStatus = 'UNHEALTHY'
    expect(w.beginRequest('getHealth').kind).toBe('ok')
    await catchCode(() => w.beginRequest('getPublicRate'), 'ERR_SERVICE_UNAVAILABLE')
    w.controls.healthStatus = 'fail'
    await catchCode(() => w.beginRequest('getHealthz'), 'ERR_INTERNAL_SERVER_ERROR')
  })

  it('runs orders by themselves when autoProgress is configured', () => {
    const w = newWorld({ config: { autoProgress: true, orderDelays: { depositMs: 1_000 } } })
    const req = orderReq(w, 'btc', 'usdttrc20', 0.01)
    const id = createOrderId(w, req)
    w.controls.advanceClock(1_000)
    expect(kinds(w.orders.publicInfo(id, req.destinationAddress).orderEvents)).toContain('DEPOSIT_REGISTERED')
  })
})

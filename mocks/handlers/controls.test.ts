// The world's controls as the transport sees them: latency, injected failures and the health setting.
import {
  createPublicOrder,
  getDefaultPair,
  getHealth,
  getHealthz,
  getPublicStats,
} from '@sdk/gen/api/sdk.gen'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { orderReq } from '../world/test-helpers'
import { failure, setupSdkTestNetwork } from './sdk-test-network'

const net = setupSdkTestNetwork()
const { controls } = net.world

afterEach(() => {
  vi.useRealTimers()
})

describe('latency', () => {
  it('holds every answer back by controls.latencyMs', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    controls.latencyMs = 1_500
    let settled = false
    const call = getDefaultPair().finally(() => {
      settled = true
    })
    await vi.advanceTimersByTimeAsync(1_400)
    expect(settled).toBe(false)
    await vi.advanceTimersByTimeAsync(200)
    expect((await call).data).toMatchObject({ instrumentFrom: { slug: 'usdttrc20' }, amount: 500 })
  })
})

describe('failNext', () => {
  it("answers ERR_INTERNAL_SERVER_ERROR with 500 once ('http500')", async () => {
    controls.failNext('getPublicStats', 'http500')
    expect(await failure(getPublicStats())).toMatchObject({ code: 'ERR_INTERNAL_SERVER_ERROR', status: 500 })
    expect((await getPublicStats()).data).toMatchObject({ ordersCompleted: expect.any(Number) })
  })

  it("answers ERR_SERVICE_UNAVAILABLE with 503 ('http503'), for any operation with '*'", async () => {
    controls.failNext('*', 'http503')
    expect(await failure(getDefaultPair())).toMatchObject({ code: 'ERR_SERVICE_UNAVAILABLE', status: 503 })
  })

  it("drops the connection ('network'): the SDK reports NETWORK_ERROR", async () => {
    controls.failNext('getDefaultPair', 'network')
    expect(await failure(getDefaultPair())).toMatchObject({ code: 'NETWORK_ERROR', status: null })
  })
})

describe('health', () => {
  it('reports the setting, and fails the health calls with 500 on fail', async () => {
    controls.healthStatus = 'TECHNICAL_DIFFICULTIES'
    expect((await getHealth()).data).toEqual({ status: 'TECHNICAL_DIFFICULTIES' })
    expect(
      await failure(createPublicOrder({ body: orderReq(net.world, 'btc', 'usdttrc20', 0.01) })),
    ).toMatchObject({
      code: 'ERR_SERVICE_UNAVAILABLE',
    })
    controls.healthStatus = 'fail'
    expect(await failure(getHealthz())).toMatchObject({ code: 'ERR_INTERNAL_SERVER_ERROR', status: 500 })
  })

  it('answers 503 on every other call while UNHEALTHY', async () => {
    controls.healthStatus = 'UNHEALTHY'
    expect((await getHealth()).data).toEqual({ status: 'UNHEALTHY' })
    expect(await failure(getPublicStats())).toMatchObject({ code: 'ERR_SERVICE_UNAVAILABLE', status: 503 })
  })
})

describe('a health gateway down', () => {
  it('answers 503 on that gateway alone; the other answers the health setting', async () => {
    controls.healthStatus = 'TECHNICAL_DIFFICULTIES'
    controls.gatewayDown = 'getHealth'
    expect(await failure(getHealth())).toMatchObject({ code: 'ERR_SERVICE_UNAVAILABLE', status: 503 })
    expect((await getHealthz()).data).toEqual({ status: 'TECHNICAL_DIFFICULTIES' })
    controls.gatewayDown = 'getHealthz'
    expect(await failure(getHealthz())).toMatchObject({ code: 'ERR_SERVICE_UNAVAILABLE', status: 503 })
    expect((await getHealth()).data).toEqual({ status: 'TECHNICAL_DIFFICULTIES' })
    // Every other call is untouched.
    expect((await getPublicStats()).data).toMatchObject({ ordersCompleted: expect.any(Number) })
    controls.gatewayDown = null
    expect((await getHealth()).data).toEqual({ status: 'TECHNICAL_DIFFICULTIES' })
  })
})

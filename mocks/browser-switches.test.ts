import { describe, expect, it, vi } from 'vitest'
import { applyMockSwitches, readMockSwitches } from './browser-switches'
import { createWorld } from './world/world'

describe('readMockSwitches', () => {
  it('reads every switch and returns the URL without them', () => {
    const url = new URL(
      'http://localhost:5173/ru/order?id=1&mock-reset=7&mock-latency=300&mock-fail=getHealth:network&mock-fail=*:http503&mock-health=UNHEALTHY&mock-gateway-down=getHealthz&mock-auto-progress=1#top',
    )
    const { switches, cleaned } = readMockSwitches(url)
    expect(switches).toEqual({
      reset: 7,
      latencyMs: 300,
      failures: [
        { operationId: 'getHealth', kind: 'network' },
        { operationId: '*', kind: 'http503' },
      ],
      health: 'UNHEALTHY',
      gatewayDown: 'getHealthz',
      autoProgress: true,
    })
    expect(cleaned?.href).toBe('http://localhost:5173/ru/order?id=1#top')
  })

  it('treats a bare ?mock-reset as the same seed, and leaves a URL without switches alone', () => {
    expect(readMockSwitches(new URL('http://x.test/?mock-reset')).switches.reset).toBe('same')
    expect(readMockSwitches(new URL('http://x.test/?a=1')).cleaned).toBeNull()
  })

  it('ignores unknown operations, kinds and health values', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const { switches } = readMockSwitches(
      new URL(
        'http://x.test/?mock-fail=nope:http500&mock-fail=getHealth:boom&mock-health=MEH&mock-gateway-down=getStats&mock-latency=-1',
      ),
    )
    expect(switches).toMatchObject({ failures: [], health: null, gatewayDown: null, latencyMs: null })
    expect(warn).toHaveBeenCalledTimes(2)
    warn.mockRestore()
  })
})

describe('applyMockSwitches', () => {
  it('sets the controls of the world', () => {
    const world = createWorld({ seedData: false })
    const { switches } = readMockSwitches(
      new URL(
        'http://x.test/?mock-latency=50&mock-fail=getHealth&mock-health=fail&mock-gateway-down=getHealth&mock-auto-progress=1',
      ),
    )
    applyMockSwitches(world, switches)
    expect(world.controls.latencyMs).toBe(50)
    expect(world.controls.healthStatus).toBe('fail')
    expect(world.controls.gatewayDown).toBe('getHealth')
    expect(world.controls.autoProgress).toBe(true)
    expect(world.controls.state.failures).toEqual([{ operationId: 'getHealth', kind: 'http500' }])
  })
})

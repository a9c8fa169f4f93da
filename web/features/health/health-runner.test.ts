import type { HealthStatus } from '@sdk/gen/api/types.gen'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { HealthState } from './health-machine'
import { startHealthRunner } from './health-runner'

/** An answer of the main gateway, a failed check, or an answer of the other gateway alone ('OK via other'). */
type Answer = HealthStatus | 'fail' | 'OK via other'

function setup(answers: Answer[], internet: boolean[] = []) {
  const calls: number[] = []
  const internetCalls: number[] = []
  const changes: HealthState[] = []
  let hidden = false
  let wake: () => void = () => {}
  let observeOutage: () => void = () => {}
  const start = Date.now()
  let last: Answer = 'OK'
  const stop = startHealthRunner({
    checkHealth: async () => {
      calls.push(Date.now() - start)
      last = answers.shift() ?? last
      if (last === 'fail') throw new Error('failed')
      if (last === 'OK via other') return { status: 'OK', gatewayDown: true }
      return { status: last, gatewayDown: false }
    },
    checkInternet: async () => {
      internetCalls.push(Date.now() - start)
      return internet.shift() ?? true
    },
    onChange: (state) => changes.push(state),
    isHidden: () => hidden,
    subscribeWake: (fn) => {
      wake = fn
      return () => {
        wake = () => {}
      }
    },
    subscribeOutage: (fn) => {
      observeOutage = fn
      return () => {
        observeOutage = () => {}
      }
    },
  })
  return {
    calls,
    internetCalls,
    changes,
    stop,
    setHidden: (value: boolean) => {
      hidden = value
      wake()
    },
    wake: () => wake(),
    observeOutage: () => observeOutage(),
  }
}

beforeEach(() => vi.useFakeTimers())
afterEach(() => vi.useRealTimers())

describe('health runner', () => {
  it('checks at once, then every 5 s while the answers come', async () => {
    const run = setup(['OK', 'OK', 'OK'])
    await vi.advanceTimersByTimeAsync(10_000)
    expect(run.calls).toEqual([0, 5000, 10000])
    expect(run.changes).toEqual([])
    run.stop()
  })

  it('disables the service with TECHNICAL_DIFFICULTIES and enables it again with OK', async () => {
    const run = setup(['TECHNICAL_DIFFICULTIES', 'TECHNICAL_DIFFICULTIES', 'OK'])
    await vi.advanceTimersByTimeAsync(0)
    expect(run.changes.at(-1)?.status).toBe('TECHNICAL_DIFFICULTIES')
    await vi.advanceTimersByTimeAsync(10_000)
    expect(run.changes.map((s) => s.status)).toEqual(['TECHNICAL_DIFFICULTIES', 'OK'])
    run.stop()
  })

  it('backs off after failures, asks the internet from the 3rd, and sets UNHEALTHY after the 4th', async () => {
    const run = setup(['fail', 'fail', 'fail', 'fail'], [true, true])
    // checks at 0, 5 s, 12.5 s (3rd failure → internet → wait 11.25 s), 23.75 s (4th → internet → UNHEALTHY)
    await vi.advanceTimersByTimeAsync(23_750)
    expect(run.calls).toEqual([0, 5000, 12500, 23750])
    expect(run.internetCalls).toEqual([12500, 23750])
    expect(run.changes).toEqual([{ status: 'UNHEALTHY', failures: 4, offline: false, gatewayDown: false }])
    // …and keeps checking with the backoff (16.875 s), recovering on the next answer.
    run.stop()
  })

  it('reports a gateway down while the other one answers, and its return, without touching the status', async () => {
    const run = setup(['OK', 'OK via other', 'OK via other', 'OK'])
    await vi.advanceTimersByTimeAsync(15_000)
    // One check a 5 s, as with answers of the main gateway: a gateway down is no failure.
    expect(run.calls).toEqual([0, 5000, 10000, 15000])
    expect(run.changes).toEqual([
      { status: 'OK', failures: 0, offline: false, gatewayDown: true },
      { status: 'OK', failures: 0, offline: false, gatewayDown: false },
    ])
    run.stop()
  })

  it('recovers from UNHEALTHY when a check answers OK again', async () => {
    const run = setup(['fail', 'fail', 'fail', 'fail', 'OK'])
    await vi.advanceTimersByTimeAsync(23_750 + 16_875)
    expect(run.changes.map((s) => s.status)).toEqual(['UNHEALTHY', 'OK'])
    run.stop()
  })

  it('shows offline, not unhealthy, when the internet check fails', async () => {
    const run = setup(['fail', 'fail', 'fail', 'fail', 'OK'], [false, false])
    await vi.advanceTimersByTimeAsync(23_750)
    expect(run.changes).toEqual([{ status: 'OK', failures: 3, offline: true, gatewayDown: false }])
    await vi.advanceTimersByTimeAsync(16_875)
    expect(run.changes.at(-1)).toEqual({ status: 'OK', failures: 0, offline: false, gatewayDown: false })
  })

  it('checks at once when the browser comes back online while offline', async () => {
    const run = setup(['fail', 'fail', 'fail', 'OK'], [false])
    await vi.advanceTimersByTimeAsync(12_500)
    expect(run.changes.at(-1)?.offline).toBe(true)
    await vi.advanceTimersByTimeAsync(1000)
    run.wake()
    await vi.advanceTimersByTimeAsync(0)
    expect(run.calls).toEqual([0, 5000, 12500, 13500])
    expect(run.changes.at(-1)?.offline).toBe(false)
    run.stop()
  })

  it('pauses while the tab is hidden and checks at once when it shows again', async () => {
    const run = setup(['OK'])
    await vi.advanceTimersByTimeAsync(0)
    run.setHidden(true)
    await vi.advanceTimersByTimeAsync(60_000)
    expect(run.calls).toEqual([0])
    run.setHidden(false)
    await vi.advanceTimersByTimeAsync(0)
    expect(run.calls).toEqual([0, 60_000])
    await vi.advanceTimersByTimeAsync(5000)
    expect(run.calls).toEqual([0, 60_000, 65_000])
    run.stop()
  })

  it('goes back to UNHEALTHY on an outage the app observed, keeping its schedule, until the next OK', async () => {
    const run = setup(['OK', 'OK'])
    await vi.advanceTimersByTimeAsync(1000)
    run.observeOutage()
    expect(run.changes.map((s) => s.status)).toEqual(['UNHEALTHY'])
    await vi.advanceTimersByTimeAsync(4000)
    expect(run.calls).toEqual([0, 5000])
    expect(run.changes.map((s) => s.status)).toEqual(['UNHEALTHY', 'OK'])
    run.stop()
    run.observeOutage()
    expect(run.changes).toHaveLength(2)
  })

  it('stops checking when stopped', async () => {
    const run = setup(['OK'])
    await vi.advanceTimersByTimeAsync(0)
    run.stop()
    await vi.advanceTimersByTimeAsync(60_000)
    expect(run.calls).toEqual([0])
  })
})

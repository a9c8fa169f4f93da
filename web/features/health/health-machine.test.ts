import { describe, expect, it } from 'vitest'
import { backoffDelay } from '@/lib/connectivity/backoff'
import { type HealthState, initialHealthState, isRecovery, nextHealth } from './health-machine'

const failTimes = (count: number, from: HealthState = initialHealthState) => {
  let state = from
  for (let i = 0; i < count; i++) state = nextHealth(state, { type: 'failed' }).state
  return state
}

describe('health machine (docs/product.md §4 Health, §9)', () => {
  it('takes the status of an answer and checks again after the start interval', () => {
    for (const status of ['OK', 'TECHNICAL_DIFFICULTIES', 'UNHEALTHY'] as const) {
      const step = nextHealth(failTimes(2), { type: 'answered', status, gatewayDown: false })
      expect(step.state).toEqual({ status, failures: 0, offline: false, gatewayDown: false })
      expect(step.command).toEqual({ type: 'check-later', delayMs: 5000 })
    }
  })

  it('backs off ×1.5 from 5 s up to 30 s', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 20].map((n) => backoffDelay(n))).toEqual([
      5000, 7500, 11250, 16875, 25312.5, 30000, 30000, 30000,
    ])
  })

  it('retries the first two failures without touching the status', () => {
    const first = nextHealth(initialHealthState, { type: 'failed' })
    expect(first.state).toEqual({ status: 'OK', failures: 1, offline: false, gatewayDown: false })
    expect(first.command).toEqual({ type: 'check-later', delayMs: 5000 })
    const second = nextHealth(first.state, { type: 'failed' })
    expect(second.command).toEqual({ type: 'check-later', delayMs: 7500 })
    expect(second.state.status).toBe('OK')
  })

  it('asks for an internet check from the 3rd failure on', () => {
    const third = nextHealth(failTimes(2), { type: 'failed' })
    expect(third.command).toEqual({ type: 'check-internet' })
    expect(third.state.status).toBe('OK')
    expect(nextHealth(failTimes(5), { type: 'failed' }).command).toEqual({ type: 'check-internet' })
  })

  it('does not declare the service unhealthy at 3 failures with the internet up', () => {
    const step = nextHealth(failTimes(3), { type: 'internet-checked', online: true })
    expect(step.state).toEqual({ status: 'OK', failures: 3, offline: false, gatewayDown: false })
    expect(step.command).toEqual({ type: 'check-later', delayMs: 11250 })
  })

  it('sets UNHEALTHY beyond 3 failures when the internet is up', () => {
    const step = nextHealth(failTimes(4), { type: 'internet-checked', online: true })
    expect(step.state).toEqual({ status: 'UNHEALTHY', failures: 4, offline: false, gatewayDown: false })
    expect(step.command).toEqual({ type: 'check-later', delayMs: 16875 })
  })

  it('reports offline instead of unhealthy when the internet is down', () => {
    const step = nextHealth(failTimes(6), { type: 'internet-checked', online: false })
    expect(step.state).toEqual({ status: 'OK', failures: 6, offline: true, gatewayDown: false })
    expect(step.command).toEqual({ type: 'check-later', delayMs: 30000 })
  })

  it('keeps a status it had when the visitor goes offline, and recovers with the next answer', () => {
    const degraded = nextHealth(initialHealthState, {
      type: 'answered',
      status: 'TECHNICAL_DIFFICULTIES',
      gatewayDown: false,
    }).state
    const offline = nextHealth(failTimes(4, degraded), { type: 'internet-checked', online: false }).state
    expect(offline).toMatchObject({ status: 'TECHNICAL_DIFFICULTIES', offline: true, gatewayDown: false })
    expect(nextHealth(offline, { type: 'answered', status: 'OK', gatewayDown: false }).state).toEqual(
      initialHealthState,
    )
  })
})

describe('the two gateways (docs/product.md "Health")', () => {
  it('an answer of the other gateway alone keeps its status and says one gateway is down, with no failure counted', () => {
    const step = nextHealth(failTimes(2), { type: 'answered', status: 'OK', gatewayDown: true })
    expect(step.state).toEqual({ status: 'OK', failures: 0, offline: false, gatewayDown: true })
    expect(step.command).toEqual({ type: 'check-later', delayMs: 5000 })
    // The main gateway answers again: the notice goes.
    expect(nextHealth(step.state, { type: 'answered', status: 'OK', gatewayDown: false }).state).toEqual(
      initialHealthState,
    )
  })

  it('the other gateway speaks for the service: its TECHNICAL_DIFFICULTIES or UNHEALTHY stand', () => {
    for (const status of ['TECHNICAL_DIFFICULTIES', 'UNHEALTHY'] as const)
      expect(
        nextHealth(initialHealthState, { type: 'answered', status, gatewayDown: true }).state.status,
      ).toBe(status)
  })

  it('a gateway down is not an outage: the service stays usable, and its return is no recovery', () => {
    const down = nextHealth(initialHealthState, { type: 'answered', status: 'OK', gatewayDown: true }).state
    expect(isRecovery(initialHealthState, down)).toBe(false)
    expect(isRecovery(down, initialHealthState)).toBe(false)
  })

  it('both gateways failing is a failed check, as before: backoff, then the internet check', () => {
    const down = nextHealth(initialHealthState, { type: 'answered', status: 'OK', gatewayDown: true }).state
    expect(nextHealth(down, { type: 'failed' }).command).toEqual({ type: 'check-later', delayMs: 5000 })
    expect(nextHealth(failTimes(2, down), { type: 'failed' }).command).toEqual({ type: 'check-internet' })
  })
})

describe('outages seen by the app, and recoveries', () => {
  it('an outage the app observed sets UNHEALTHY until the next answer, without a check of its own', () => {
    const step = nextHealth(initialHealthState, { type: 'outage-observed' })
    expect(step.state).toEqual({ status: 'UNHEALTHY', failures: 0, offline: false, gatewayDown: false })
    expect(step.command).toEqual({ type: 'keep-schedule' })
    const technical = { ...initialHealthState, status: 'TECHNICAL_DIFFICULTIES' as const }
    expect(nextHealth(technical, { type: 'outage-observed' }).state).toBe(technical)
    const next = nextHealth(step.state, { type: 'answered', status: 'OK', gatewayDown: false }).state
    expect(isRecovery(step.state, next)).toBe(true)
  })

  it('is a recovery when the status turns OK, or the connection returns, and the service is usable', () => {
    const ok = initialHealthState
    const offline = { ...ok, offline: true }
    const unhealthy = { ...ok, status: 'UNHEALTHY' as const }
    const technical = { ...ok, status: 'TECHNICAL_DIFFICULTIES' as const }
    expect(isRecovery(unhealthy, ok)).toBe(true)
    expect(isRecovery(technical, ok)).toBe(true)
    expect(isRecovery(offline, ok)).toBe(true)
    expect(isRecovery(ok, ok)).toBe(false)
    expect(isRecovery(unhealthy, { ...unhealthy, offline: true })).toBe(false)
    expect(isRecovery({ ...unhealthy, offline: true }, unhealthy)).toBe(false)
    expect(isRecovery(ok, unhealthy)).toBe(false)
  })
})

import type { HealthStatus } from '@sdk/gen/api/types.gen'
import { HEALTH_FAILURE_THRESHOLD } from '@/config/constants'
import { type BackoffSchedule, backoffDelay, healthBackoff } from '@/lib/connectivity/backoff'
import type { ServiceStatus } from '@/lib/connectivity/service-status'

/**
 * The health state machine of docs/product.md §4 "Health", as a pure function: (state, event) → (state, what to do
 * next).
 */
export type HealthConfig = BackoffSchedule & { failureThreshold: number }

export const defaultHealthConfig: HealthConfig = {
  ...healthBackoff,
  failureThreshold: HEALTH_FAILURE_THRESHOLD,
}

export type HealthState = {
  status: ServiceStatus
  /** Failed checks in a row. */
  failures: number
  /** The last internet check found no connection. */
  offline: boolean
  /** The last check was answered by the other gateway alone: the main one is down. */
  gatewayDown: boolean
}

export const initialHealthState: HealthState = {
  status: 'OK',
  failures: 0,
  offline: false,
  gatewayDown: false,
}

/** What a check that was answered found: the service's status, and whether one gateway was down. */
export type HealthAnswer = { status: HealthStatus; gatewayDown: boolean }

export type HealthEvent =
  | ({ type: 'answered' } & HealthAnswer)
  | { type: 'failed' }
  | { type: 'internet-checked'; online: boolean }
  | { type: 'outage-observed' }

export type HealthCommand =
  | { type: 'check-later'; delayMs: number }
  | { type: 'check-internet' }
  /** The check already scheduled (or in flight) stands. */
  | { type: 'keep-schedule' }

export type HealthStep = { state: HealthState; command: HealthCommand }

export function nextHealth(
  state: HealthState,
  event: HealthEvent,
  config: HealthConfig = defaultHealthConfig,
): HealthStep {
  switch (event.type) {
    case 'answered':
      return {
        state: { status: event.status, failures: 0, offline: false, gatewayDown: event.gatewayDown },
        command: { type: 'check-later', delayMs: config.startIntervalMs },
      }
    case 'failed': {
      const failures = state.failures + 1
      const next = { ...state, failures }
      if (failures >= config.failureThreshold) return { state: next, command: { type: 'check-internet' } }
      return { state: next, command: { type: 'check-later', delayMs: backoffDelay(failures, config) } }
    }
    case 'internet-checked': {
      const later: HealthCommand = { type: 'check-later', delayMs: backoffDelay(state.failures, config) }
      if (!event.online) return { state: { ...state, offline: true }, command: later }
      const unhealthy = state.failures > config.failureThreshold
      return {
        state: { ...state, offline: false, status: unhealthy ? 'UNHEALTHY' : state.status },
        command: later,
      }
    }
    case 'outage-observed':
      return {
        state: state.status === 'OK' ? { ...state, status: 'UNHEALTHY' } : state,
        command: { type: 'keep-schedule' },
      }
  }
}

const isUsable = (state: HealthState) => state.status === 'OK' && !state.offline

/**
 * The service came back: the status turned OK, or the connection returned after the internet check said offline,
 * and it is now OK and online. What the shell re-runs the pages that failed during the outage on.
 */
export function isRecovery(previous: HealthState, next: HealthState): boolean {
  return !isUsable(previous) && isUsable(next)
}

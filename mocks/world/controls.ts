// The mock control surface's data: latency, queued failures and the health status. Plain data, so a
// transport (an HTTP endpoint, a dev panel, a test) can read and write it and a snapshot can keep it.

import type { HealthStatus } from '@sdk/gen/api/types.gen'
import { WorldError } from './errors'

export type FailureKind = 'http500' | 'http503' | 'network'
export type HealthSetting = HealthStatus | 'fail'
/** The two health gateways, by their operations: getHealth (/api/v1/health) and getHealthz (/api/v1/healthz). */
export type HealthGateway = 'getHealth' | 'getHealthz'

export interface ControlsState {
  /** Added to every response by the transport. */
  latencyMs: number
  /** 'fail' makes the health calls answer 500; UNHEALTHY makes every other call answer 503. */
  healthStatus: HealthSetting
  /** One health gateway is down: its calls answer 503 while the other gateway answers the health setting. */
  gatewayDown: HealthGateway | null
  /** Queued one-shot failures, first match wins; operationId '*' matches any operation. */
  failures: { operationId: string; kind: FailureKind }[]
  /**
   * The client has no connection: every call fails as a dropped connection, at once, and the rates channel
   * refuses sockets. The browser worker follows navigator.onLine with it (mocks/browser-connection.ts).
   */
  offline: boolean
}

export const HEALTH_OPERATIONS: readonly HealthGateway[] = ['getHealth', 'getHealthz']
/** With TECHNICAL_DIFFICULTIES these answer ERR_SERVICE_UNAVAILABLE (new orders are paused). */
export const ORDER_CREATING_OPERATIONS: readonly string[] = ['createPublicOrder', 'createExchangeRequest']

export type RequestDirective =
  | { kind: 'ok'; latencyMs: number }
  | { kind: 'network-error'; latencyMs: number }

export const defaultControls = (): ControlsState => ({
  latencyMs: 0,
  healthStatus: 'OK',
  gatewayDown: null,
  failures: [],
  offline: false,
})

/**
 * What the transport must do with a request for `operationId`, before calling the world: throws
 * ERR_INTERNAL_SERVER_ERROR / ERR_SERVICE_UNAVAILABLE, or says to drop the connection. Offline, nothing reaches
 * the server: no queued failure is used up.
 */
export const gate = (st: ControlsState, operationId: string): RequestDirective => {
  if (st.offline) return { kind: 'network-error', latencyMs: 0 }
  const i = st.failures.findIndex((f) => f.operationId === operationId || f.operationId === '*')
  if (i >= 0) {
    const [failure] = st.failures.splice(i, 1)
    if (failure?.kind === 'network') return { kind: 'network-error', latencyMs: st.latencyMs }
    if (failure?.kind === 'http503')
      throw new WorldError('ERR_SERVICE_UNAVAILABLE', `Injected failure for ${operationId}`)
    throw new WorldError('ERR_INTERNAL_SERVER_ERROR', `Injected failure for ${operationId}`)
  }
  if (st.gatewayDown === operationId)
    throw new WorldError('ERR_SERVICE_UNAVAILABLE', `The ${operationId} gateway is down`)
  const health = (HEALTH_OPERATIONS as readonly string[]).includes(operationId)
  if (health && st.healthStatus === 'fail')
    throw new WorldError('ERR_INTERNAL_SERVER_ERROR', 'Health check failed')
  if (!health && st.healthStatus === 'UNHEALTHY')
    throw new WorldError('ERR_SERVICE_UNAVAILABLE', 'Service is unhealthy')
  if (st.healthStatus === 'TECHNICAL_DIFFICULTIES' && ORDER_CREATING_OPERATIONS.includes(operationId)) {
    throw new WorldError('ERR_SERVICE_UNAVAILABLE', 'Technical difficulties: new orders are paused')
  }
  return { kind: 'ok', latencyMs: st.latencyMs }
}

// The control surface: setters and actions a transport (dev panel, test, HTTP control endpoint) calls.
// Its data lives in World.controlsState and World.config, so a snapshot keeps it.
import type { ControlsState, FailureKind, HealthGateway, HealthSetting } from './controls'
import type { OrderScenario } from './order-record'
import type { Order } from './types'
import type { World } from './world'

export interface WorldControls {
  readonly state: ControlsState
  latencyMs: number
  healthStatus: HealthSetting
  /** One health gateway is down (503) while the other answers; null: both answer. */
  gatewayDown: HealthGateway | null
  autoProgress: boolean
  /** No connection: every call fails as a dropped connection and the rates channel refuses sockets. */
  offline: boolean
  failNext(operationId: string, kind: FailureKind): void
  advanceOrder(orderId: string, mode?: 'event' | 'step' | 'end'): Order
  setOrderScenario(orderId: string, scenario: OrderScenario): Order
  advanceClock(ms: number): void
  lastResetCode(email: string): string | null
  expireAccessTokens(): void
}

export const makeControls = (w: World): WorldControls => ({
  get state() {
    return w.controlsState
  },
  get latencyMs() {
    return w.controlsState.latencyMs
  },
  set latencyMs(ms: number) {
    w.controlsState.latencyMs = Math.max(0, ms)
  },
  get healthStatus() {
    return w.controlsState.healthStatus
  },
  set healthStatus(s: HealthSetting) {
    w.controlsState.healthStatus = s
  },
  get gatewayDown() {
    return w.controlsState.gatewayDown
  },
  set gatewayDown(gateway: HealthGateway | null) {
    w.controlsState.gatewayDown = gateway
  },
  get offline() {
    return w.controlsState.offline
  },
  set offline(on: boolean) {
    w.controlsState.offline = on
  },
  get autoProgress() {
    return w.config.autoProgress
  },
  set autoProgress(on: boolean) {
    if (on && !w.config.autoProgress) w.orders.restartSchedules()
    w.config.autoProgress = on
  },
  failNext: (operationId, kind) => {
    w.controlsState.failures.push({ operationId, kind })
  },
  advanceOrder: (orderId, mode) => w.orders.advance(orderId, mode),
  setOrderScenario: (orderId, scenario) => w.orders.setScenario(orderId, scenario),
  advanceClock: (ms) => {
    w.clock.advance(ms)
    w.orders.tick()
    w.kyc.tick()
  },
  lastResetCode: (email) => w.users.lastResetCode(email),
  expireAccessTokens: () => w.sessions.expireAccessTokens(),
})

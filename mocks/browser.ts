// The mock backend for `npm run dev`: MSW's service worker with every handler and the rates channel on one
// world. The world is kept in localStorage, so state survives a reload. The mocks go offline with the browser
// (browser-connection.ts). URL switches are read once at start and then removed from the address bar;
// window.__mock exposes the controls to the console and to Playwright's page.evaluate. Loaded only by the app's dev entry (web/lib/startup/start-mock-worker.ts).

import type { OperationId } from '@sdk/operations.gen'
import { type SetupWorker, setupWorker } from 'msw/browser'
import { followBrowserConnection } from './browser-connection'
import { applyMockSwitches, type MockSwitches, readMockSwitches } from './browser-switches'
import { cardProviderPageHandlers } from './card-provider/kyc-page-handlers'
import { createHandlers, type MockBaseUrls } from './handlers/create-handlers'
import { ACCESS_COOKIE, REFRESH_COOKIE } from './handlers/respond'
import { startTelegramMock } from './telegram-env'
import { readTelegramSwitch } from './telegram-switch'
import type { FailureKind, HealthGateway, HealthSetting } from './world/controls'
import type { OrderScenario } from './world/order-record'
import type { Order } from './world/types'
import { createWorld, type World, type WorldSnapshot } from './world/world'
import { dropWebSockets, openWebSocketCount } from './ws/ws-connections'
import { createWsHandlers } from './ws/ws-handlers'

export const WORLD_STORAGE_KEY = 'mock-world'
const SAVE_DEBOUNCE_MS = 250

export interface StartMockWorkerOptions {
  baseUrls: MockBaseUrls
  /** Absolute WebSocket URL of the rates channel, e.g. ws://localhost:5173/api/v2/ws. */
  wsUrl: string
  /** Where the worker script is served (default /mock-worker.js: MSW's worker behind a filter for the site's own files). */
  serviceWorkerUrl?: string
}

/** window.__mock: the world's controls, each saving the world at once so a reload keeps it. */
export interface MockControls {
  world: World
  advanceOrder(orderId: string, mode?: 'event' | 'step' | 'end'): Order
  setOrderScenario(orderId: string, scenario: OrderScenario): Order
  advanceClock(ms: number): void
  lastResetCode(email: string): string | null
  expireAccessTokens(): void
  /** The next call of the operation ('*': of any) fails: http500 (default), http503 or network. */
  failNext(operationId: OperationId | '*', kind?: FailureKind): void
  /** Reads, or with an argument sets, the latency added to every response (ms). */
  latency(ms?: number): number
  /** Reads, or with an argument sets, the health setting. */
  health(status?: HealthSetting): HealthSetting
  /** Reads, or with an argument sets, the health gateway that is down (null: both answer). */
  gatewayDown(gateway?: HealthGateway | null): HealthGateway | null
  autoProgress(on?: boolean): boolean
  /** Back to the seeded state (the same seed unless one is given). */
  reset(seed?: number): void
  /** Closes every open WebSocket; the app reconnects. Returns how many were closed. */
  dropWebSockets(): number
  /** How many rates sockets are open (a journey waits for the app to reconnect). */
  openWebSockets(): number
  /** Whether the mocks are offline: they follow navigator.onLine (mocks/browser-connection.ts). */
  offline(): boolean
  /**
   * Whether the worker answers the page's calls. window.__mock is there before: a call the page makes between the
   * worker taking control and MSW enabling mocking for the page goes to the network.
   */
  started: boolean
}

declare global {
  interface Window {
    __mock?: MockControls
  }
}

const readSaved = (): WorldSnapshot | null => {
  const saved = window.localStorage.getItem(WORLD_STORAGE_KEY)
  if (!saved) return null
  try {
    return JSON.parse(saved) as WorldSnapshot
  } catch {
    return null
  }
}

/** A reset world has no sessions: the old session cookies would only answer 401. */
const clearSessionCookies = () => {
  for (const name of [ACCESS_COOKIE, REFRESH_COOKIE]) {
    // biome-ignore lint/suspicious/noDocumentCookie: MSW mirrors mocked cookies into document.cookie; this undoes it the same way.
    document.cookie = `${name}=; Path=/; Max-Age=0`
  }
}

/** The saved world, or with ?mock-reset a fresh one (the saved seed, or the one given). */
function loadWorld(reset: MockSwitches['reset']): World {
  const saved = readSaved()
  if (reset !== null) {
    clearSessionCookies()
    const seed = typeof reset === 'number' ? reset : saved?.seed
    return createWorld(seed === undefined ? {} : { seed })
  }
  const world = createWorld()
  if (!saved) return world
  try {
    world.restore(saved)
  } catch (error) {
    console.warn('[mocks] the saved world could not be restored; starting from the seed', error)
    world.reset()
  }
  return world
}

export interface MockWorker {
  worker: SetupWorker
  world: World
}

export async function startMockWorker(options: StartMockWorkerOptions): Promise<MockWorker> {
  const opened = new URL(window.location.href)
  const { switches, cleaned } = readMockSwitches(opened)
  if (cleaned) window.history.replaceState(window.history.state, '', cleaned)
  const world = loadWorld(switches.reset)
  applyMockSwitches(world, switches)
  followBrowserConnection(world, window)
  const { controls } = world

  const save = () => {
    try {
      window.localStorage.setItem(WORLD_STORAGE_KEY, JSON.stringify(world.snapshot()))
    } catch (error) {
      console.warn('[mocks] the world could not be saved', error)
    }
  }
  let timer: ReturnType<typeof setTimeout> | undefined
  const saveSoon = () => {
    clearTimeout(timer)
    timer = setTimeout(save, SAVE_DEBOUNCE_MS)
  }
  const saved =
    <A extends unknown[], R>(fn: (...args: A) => R) =>
    (...args: A): R => {
      const result = fn(...args)
      save()
      return result
    }

  const worker = setupWorker(
    ...createHandlers(world, options.baseUrls),
    ...cardProviderPageHandlers(world),
    ...createWsHandlers(world, options.wsUrl),
  )
  worker.events.on('request:end', saveSoon)
  window.addEventListener('pagehide', save)

  const mock: MockControls = {
    world,
    advanceOrder: saved((orderId: string, mode?: 'event' | 'step' | 'end') =>
      controls.advanceOrder(orderId, mode),
    ),
    setOrderScenario: saved((orderId: string, scenario: OrderScenario) =>
      controls.setOrderScenario(orderId, scenario),
    ),
    advanceClock: saved((ms: number) => controls.advanceClock(ms)),
    lastResetCode: (email) => controls.lastResetCode(email),
    expireAccessTokens: saved(() => controls.expireAccessTokens()),
    failNext: saved((operationId: OperationId | '*', kind: FailureKind = 'http500') =>
      controls.failNext(operationId, kind),
    ),
    latency: saved((ms?: number) => {
      if (ms !== undefined) controls.latencyMs = ms
      return controls.latencyMs
    }),
    health: saved((status?: HealthSetting) => {
      if (status !== undefined) controls.healthStatus = status
      return controls.healthStatus
    }),
    gatewayDown: saved((gateway?: HealthGateway | null) => {
      if (gateway !== undefined) controls.gatewayDown = gateway
      return controls.gatewayDown
    }),
    autoProgress: saved((on?: boolean) => {
      if (on !== undefined) controls.autoProgress = on
      return controls.autoProgress
    }),
    reset: saved((seed?: number) => {
      dropWebSockets(world)
      clearSessionCookies()
      world.reset(seed)
      controls.offline = !navigator.onLine
    }),
    dropWebSockets: () => dropWebSockets(world),
    openWebSockets: () => openWebSocketCount(world),
    offline: () => controls.offline,
    started: false,
  }
  window.__mock = mock

  await worker.start({
    // Assets, Vite's own requests and anything the contract does not name go to the network.
    onUnhandledFrame: 'bypass',
    serviceWorker: { url: options.serviceWorkerUrl ?? '/mock-worker.js' },
    quiet: true,
  })
  mock.started = true
  save()
  await startTelegramMock(world, readTelegramSwitch(opened))
  return { worker, world }
}

import type { Page, TestInfo } from '@playwright/test'

/**
 * The mock backend's controls for journeys, the same calls in both set-ups:
 * - dev projects: the MSW worker in the page; its controls are `window.__mock` (mocks/browser.ts), so the page
 *   must have loaded the app first (`open()` does that);
 * - prod projects (@prod journeys): the production build talks to the HTTP mock server, whose controls are
 *   HTTP endpoints under /__mock (mocks/server/control-routes.ts).
 * `api()` calls the app's own API the way the app does (in dev through the page, so the worker answers).
 */

/** Where playwright.config.ts starts the HTTP mock server for the prod project (MOCK_SERVER_URL overrides). */
export const MOCK_SERVER_URL = process.env.MOCK_SERVER_URL ?? 'http://127.0.0.1:4010'

export type AdvanceMode = 'event' | 'step' | 'end'
export type OrderScenario = 'happy' | 'high-volatility' | 'slow-deposit' | 'wrong-amount'
export type FailureKind = 'http500' | 'http503' | 'network'
export type HealthSetting = 'OK' | 'TECHNICAL_DIFFICULTIES' | 'UNHEALTHY' | 'fail'
/** A health gateway by its operation (docs/product.md "Health"). */
export type HealthGateway = 'getHealth' | 'getHealthz'

export interface ApiAnswer<T> {
  status: number
  body: T
}

export interface MockControls {
  readonly mode: 'dev' | 'prod'
  /** Loads a page of the app (default '/') and waits until the mocks answer. */
  open(path?: string): Promise<void>
  /** Calls the app's API: `api('POST', '/api/v1/orders/public/create', body)`. */
  api<T = unknown>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<ApiAnswer<T>>
  advanceOrder<T = unknown>(orderId: string, mode?: AdvanceMode): Promise<T>
  setOrderScenario<T = unknown>(orderId: string, scenario: OrderScenario): Promise<T>
  advanceClock(ms: number): Promise<void>
  /** The next call of the operation ('*': of any) fails. */
  failNext(operationId: string, kind?: FailureKind): Promise<void>
  latency(ms: number): Promise<void>
  health(status: HealthSetting): Promise<void>
  /** That health gateway answers 503 while the other answers; null brings it back. */
  gatewayDown(gateway: HealthGateway | null): Promise<void>
  autoProgress(on: boolean): Promise<void>
  /** Closes every open rates socket (the app reconnects); resolves with how many were closed. */
  dropWebSockets(): Promise<number>
  /** How many rates sockets are open. */
  openWebSockets(): Promise<number>
}

/** window.__mock as seen from a journey (the subset used here; see MockControls in mocks/browser.ts). */
type BrowserControls = {
  advanceOrder(orderId: string, mode?: AdvanceMode): unknown
  setOrderScenario(orderId: string, scenario: OrderScenario): unknown
  advanceClock(ms: number): void
  failNext(operationId: string, kind?: FailureKind): void
  latency(ms?: number): number
  health(status?: HealthSetting): HealthSetting
  gatewayDown(gateway?: HealthGateway | null): HealthGateway | null
  autoProgress(on?: boolean): boolean
  dropWebSockets(): number
  openWebSockets(): number
  started: boolean
}
type WithMock = { __mock?: BrowserControls }

/**
 * Waits until the dev build's mock worker answers the page's calls. window.__mock appears before that, and a
 * controlling service worker is not enough either: until MSW enables mocking for the page, the worker lets its
 * calls go to the network (mocks/README.md, `started`).
 */
export async function waitForMockWorker(page: Page): Promise<void> {
  await page.waitForFunction(() => (window as WithMock).__mock?.started === true)
}

type ControlCall =
  | { name: 'advanceOrder'; args: [string, AdvanceMode | undefined] }
  | { name: 'setOrderScenario'; args: [string, OrderScenario] }
  | { name: 'advanceClock'; args: [number] }
  | { name: 'failNext'; args: [string, FailureKind | undefined] }
  | { name: 'latency'; args: [number] }
  | { name: 'health'; args: [HealthSetting] }
  | { name: 'gatewayDown'; args: [HealthGateway | null] }
  | { name: 'autoProgress'; args: [boolean] }
  | { name: 'dropWebSockets'; args: [] }
  | { name: 'openWebSockets'; args: [] }

export function isProdProject(testInfo: TestInfo): boolean {
  return testInfo.project.name.startsWith('prod')
}

export function mockControls(page: Page, testInfo: TestInfo): MockControls {
  const mode = isProdProject(testInfo) ? 'prod' : 'dev'

  const waitForMocks = async () => {
    if (mode === 'dev') await waitForMockWorker(page)
  }

  /** dev: one window.__mock call in the page (the world saves itself); its answer comes back as JSON. */
  const inPage = async <T>(call: ControlCall): Promise<T> => {
    await waitForMocks()
    return (await page.evaluate(({ name, args }) => {
      const controls = (window as WithMock).__mock
      if (!controls) throw new Error('window.__mock is missing: is this the dev server with mocks on?')
      const fn = controls[name] as (...a: unknown[]) => unknown
      return JSON.parse(JSON.stringify(fn(...args) ?? null))
    }, call)) as T
  }

  /** prod: a POST to the mock server's control endpoint. */
  const control = async <T>(path: string, data: unknown): Promise<T> => {
    const response = await page.request.post(`${MOCK_SERVER_URL}/__mock${path}`, { data })
    if (!response.ok())
      throw new Error(`mock control ${path} answered ${response.status()}: ${await response.text()}`)
    return (await response.json()) as T
  }

  return {
    mode,
    async open(path = '/') {
      await page.goto(path)
      await waitForMocks()
    },
    async api<T>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<ApiAnswer<T>> {
      if (mode === 'prod') {
        const response = await page.request.fetch(`${MOCK_SERVER_URL}${path}`, {
          method,
          ...(body === undefined ? {} : { data: body }),
        })
        return { status: response.status(), body: (await response.json()) as T }
      }
      await waitForMocks()
      return (await page.evaluate(
        async ({ method, path, body }) => {
          const response = await fetch(path, {
            method,
            credentials: 'include',
            headers: body === undefined ? {} : { 'content-type': 'application/json' },
            body: body === undefined ? undefined : JSON.stringify(body),
          })
          return { status: response.status, body: await response.json() }
        },
        { method, path, body },
      )) as ApiAnswer<T>
    },
    advanceOrder: <T>(orderId: string, advance?: AdvanceMode) =>
      mode === 'dev'
        ? inPage<T>({ name: 'advanceOrder', args: [orderId, advance] })
        : control<T>(`/orders/${encodeURIComponent(orderId)}/advance`, advance ? { mode: advance } : {}),
    setOrderScenario: <T>(orderId: string, scenario: OrderScenario) =>
      mode === 'dev'
        ? inPage<T>({ name: 'setOrderScenario', args: [orderId, scenario] })
        : control<T>(`/orders/${encodeURIComponent(orderId)}/scenario`, { scenario }),
    advanceClock: async (ms: number) => {
      if (mode === 'dev') await inPage({ name: 'advanceClock', args: [ms] })
      else await control('/clock/advance', { ms })
    },
    failNext: async (operationId: string, kind?: FailureKind) => {
      if (mode === 'dev') await inPage({ name: 'failNext', args: [operationId, kind] })
      else await control('/fail', { operationId, ...(kind ? { kind } : {}) })
    },
    latency: async (ms: number) => {
      if (mode === 'dev') await inPage({ name: 'latency', args: [ms] })
      else await control('/latency', { ms })
    },
    health: async (status: HealthSetting) => {
      if (mode === 'dev') await inPage({ name: 'health', args: [status] })
      else await control('/health', { status })
    },
    gatewayDown: async (gateway: HealthGateway | null) => {
      if (mode === 'dev') await inPage({ name: 'gatewayDown', args: [gateway] })
      else await control('/health-gateway', { down: gateway })
    },
    autoProgress: async (on: boolean) => {
      if (mode === 'dev') await inPage({ name: 'autoProgress', args: [on] })
      else await control('/auto-progress', { on })
    },
    dropWebSockets: async () =>
      mode === 'dev'
        ? inPage<number>({ name: 'dropWebSockets', args: [] })
        : (await control<{ dropped: number }>('/ws/drop', {})).dropped,
    openWebSockets: async () => {
      if (mode === 'dev') return inPage<number>({ name: 'openWebSockets', args: [] })
      const response = await page.request.get(`${MOCK_SERVER_URL}/__mock/state`)
      return ((await response.json()) as { openWebSockets: number }).openWebSockets
    },
  }
}

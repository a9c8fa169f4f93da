import { listInstrumentsV2Options } from '@sdk/gen/api/@tanstack/react-query.gen'
import { ApiError } from '@sdk/runtime/api-error'
import { QueryClient, QueryClientProvider, useSuspenseQuery } from '@tanstack/react-query'
import {
  createMemoryHistory,
  createRootRouteWithContext,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
} from '@tanstack/react-router'
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react'
import { Activity } from 'react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { RouteError } from '@/components/errors/route-error'
import { setServiceStatus, useServiceStatus } from '@/lib/connectivity/service-status'
import type { RouterContext } from '@/lib/router-context'
import { parseSearch, stringifySearch } from '@/lib/search-params'
import { m } from '@/paraglide/messages.js'
import { setupSdkTestNetwork } from '@/test/sdk-test-network'
import { HealthMonitor } from './health-monitor'
import { OutageRecoveryWatcher } from './outage-recovery-watcher'

// The shell's page recovery through a real router, QueryClient, SDK and mock network: the root composes
// HealthMonitor and OutageRecoveryWatcher as web/routes/__root.tsx does, and shows the app only while the
// service is OK (kept mounted, hidden, while it is not).

const network = setupSdkTestNetwork()

// React and the router log every error a boundary catches; these tests make loaders fail on purpose.
beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {})
  vi.spyOn(console, 'warn').mockImplementation(() => {})
})

afterEach(() => {
  vi.restoreAllMocks()
  cleanup()
  network.server.events.removeAllListeners()
  setServiceStatus('OK')
  vi.useRealTimers()
})

/** Lets the mock network answer (real I/O; only setTimeout is faked) until `done()` holds, at most `ms`. */
const until = async (done: () => boolean, ms = 3000) => {
  const end = Date.now() + ms
  while (!done() && Date.now() < end) {
    await act(() => new Promise((resolve) => setImmediate(resolve)))
  }
}

/** The next health check (5 s after the last answer) and everything it sets off. */
const nextCheck = async () => {
  await act(() => vi.advanceTimersByTimeAsync(5000))
  await until(() => false, 300)
}

const DOWN = 'service is down'
const ADDRESS = 'address'

function TestShell() {
  const status = useServiceStatus()
  return (
    <>
      <HealthMonitor />
      <OutageRecoveryWatcher />
      <Activity mode={status === 'OK' ? 'visible' : 'hidden'}>
        <Outlet />
      </Activity>
      {status !== 'OK' && <p>{DOWN}</p>}
    </>
  )
}

function Instruments() {
  const { data } = useSuspenseQuery(listInstrumentsV2Options())
  return (
    <>
      <h1>{`${data.length} instruments`}</h1>
      <input aria-label={ADDRESS} />
    </>
  )
}

type Loader = (queryClient: QueryClient) => Promise<unknown>

const loadInstruments: Loader = (queryClient) => queryClient.ensureQueryData(listInstrumentsV2Options())

function renderApp(path: string, loader: Loader = loadInstruments) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  const loaderRuns = { count: 0 }
  const root = createRootRouteWithContext<RouterContext>()({ component: TestShell })
  const page = createRoute({
    getParentRoute: () => root,
    path: '/exchange',
    validateSearch: (search: Record<string, unknown>) => ({ amount: String(search.amount ?? '') }),
    loader: ({ context }) => {
      loaderRuns.count++
      return loader(context.queryClient)
    },
    component: Instruments,
  })
  const router = createRouter({
    routeTree: root.addChildren([page]),
    history: createMemoryHistory({ initialEntries: [path] }),
    context: { queryClient } as RouterContext,
    parseSearch,
    stringifySearch,
    defaultErrorComponent: RouteError,
  })
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router as never} />
    </QueryClientProvider>,
  )
  return { router, loaderRuns }
}

const content = () => screen.queryByRole('heading', { name: /instruments$/ })
const errorPage = () => screen.queryByRole('heading', { name: m.error_page_title() })
const down = () => screen.queryByText(DOWN)

/** Opens the page while the service is down: the health check says UNHEALTHY and the loader fails with 503. */
async function openDuringOutage() {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
  network.world.controls.healthStatus = 'UNHEALTHY'
  const app = renderApp('/exchange?amount=0.5')
  await until(() => down() !== null && app.router.state.status === 'idle')
  expect(app.router.state.matches.at(-1)?.status).toBe('error')
  expect(app.loaderRuns.count).toBe(1)
  return app
}

describe('outage recovery', () => {
  it('runs the failed loader again when health turns OK, keeping the path and query', async () => {
    const app = await openDuringOutage()

    network.world.controls.healthStatus = 'OK'
    await nextCheck()
    await until(() => content() !== null)

    expect(content()).not.toBeNull()
    expect(errorPage()).toBeNull()
    expect(down()).toBeNull()
    expect(app.router.state.location.href).toBe('/exchange?amount=0.5')
    expect(app.loaderRuns.count).toBe(2)
  })

  it('runs it once per recovery, not once per OK answer', async () => {
    const app = await openDuringOutage()
    const reads: string[] = []
    network.server.events.on('request:start', ({ request }) => {
      if (new URL(request.url).pathname === '/api/v2/instruments/public') reads.push(request.url)
    })

    network.world.controls.healthStatus = 'OK'
    await nextCheck()
    await until(() => content() !== null)
    await nextCheck()
    await nextCheck()

    expect(app.loaderRuns.count).toBe(2)
    expect(reads).toHaveLength(1)
  })

  it('goes back to the non-working layout when the recovery meets the outage again, and retries on the next OK', async () => {
    const app = await openDuringOutage()

    network.world.controls.healthStatus = 'OK'
    network.world.controls.failNext('listInstrumentsV2', 'http503')
    await nextCheck()
    await until(() => app.loaderRuns.count === 2 && down() !== null)
    expect(down()).not.toBeNull()
    expect(errorPage()).toBeNull()

    await nextCheck()
    await until(() => content() !== null)
    expect(content()).not.toBeNull()
    expect(app.loaderRuns.count).toBe(3)
  })

  it('survives flapping health: UNHEALTHY, OK, UNHEALTHY, then OK for one check', async () => {
    const app = await openDuringOutage()

    network.world.controls.healthStatus = 'OK'
    await nextCheck()
    await until(() => content() !== null)
    network.world.controls.healthStatus = 'UNHEALTHY'
    await nextCheck()
    await until(() => down() !== null)
    network.world.controls.healthStatus = 'OK'
    await nextCheck()
    await until(() => down() === null)

    expect(content()).not.toBeNull()
    expect(errorPage()).toBeNull()
    // The page had loaded before the second outage: nothing failed, nothing ran again.
    expect(app.loaderRuns.count).toBe(2)
  })

  it('waits for a load still in flight when health turns OK, and runs it again if it fails with an outage', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    network.world.controls.healthStatus = 'UNHEALTHY'
    let failSecondLoad: (error: unknown) => void = () => {}
    const secondLoad = new Promise((_, reject) => {
      failSecondLoad = reject
    })
    let loads = 0
    const app = renderApp('/exchange', (queryClient) => {
      loads++
      return loads === 2 ? secondLoad : loadInstruments(queryClient)
    })
    await until(() => down() !== null && app.router.state.status === 'idle')
    // Another load of the page starts during the outage and is still running when health turns OK.
    void app.router.invalidate()
    await until(() => loads === 2)

    network.world.controls.healthStatus = 'OK'
    await nextCheck()
    expect(app.router.state.status).toBe('pending')
    failSecondLoad(
      new ApiError({ code: 'ERR_SERVICE_UNAVAILABLE', message: '503', status: 503, operationId: null }),
    )
    await until(() => content() !== null)

    expect(content()).not.toBeNull()
    expect(loads).toBe(3)
  })

  it('keeps what was typed through an outage met after the page loaded', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    const app = renderApp('/exchange?amount=1')
    await until(() => content() !== null)
    fireEvent.change(screen.getByRole('textbox', { name: ADDRESS }), { target: { value: 'T-typed' } })

    network.world.controls.healthStatus = 'UNHEALTHY'
    await nextCheck()
    await until(() => down() !== null)
    expect(screen.queryByRole('textbox', { name: ADDRESS })).toBeNull()
    network.world.controls.healthStatus = 'OK'
    await nextCheck()
    await until(() => down() === null)

    expect(screen.getByRole('textbox', { name: ADDRESS })).toHaveProperty('value', 'T-typed')
    expect(app.loaderRuns.count).toBe(1)
  })

  it('leaves an error that is not an outage on the error page', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    network.world.controls.healthStatus = 'UNHEALTHY'
    const violation = new ApiError({
      code: 'CONTRACT_VIOLATION',
      message: 'the answer broke the contract',
      status: 200,
      operationId: 'listInstrumentsV2',
    })
    const app = renderApp('/exchange', () => Promise.reject(violation))
    await until(() => down() !== null && app.router.state.status === 'idle')

    network.world.controls.healthStatus = 'OK'
    await nextCheck()
    await until(() => errorPage() !== null)

    expect(errorPage()).not.toBeNull()
    expect(screen.getByText('CONTRACT_VIOLATION')).toBeDefined()
    expect(app.loaderRuns.count).toBe(1)
  })
})

describe('the error page', () => {
  it('"Try again" runs the failed loader again in place', async () => {
    network.world.controls.failNext('listInstrumentsV2', 'http500')
    const app = renderApp('/exchange?amount=2')
    await until(() => errorPage() !== null)
    expect(screen.getByText('500')).toBeDefined()
    expect(screen.getByText('ERR_INTERNAL_SERVER_ERROR')).toBeDefined()

    fireEvent.click(screen.getByRole('button', { name: m.error_retry() }))
    await until(() => content() !== null)

    expect(content()).not.toBeNull()
    expect(app.router.state.location.href).toBe('/exchange?amount=2')
    expect(app.loaderRuns.count).toBe(2)
  })
})

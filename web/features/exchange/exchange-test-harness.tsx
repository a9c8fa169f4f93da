// Test support (not app code): the exchange form through a real router, QueryClient, session and SDK.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import {
  createMemoryHistory,
  createRootRouteWithContext,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
  useParams,
  useSearch,
} from '@tanstack/react-router'
import { render } from '@testing-library/react'
import { vi } from 'vitest'
import type { RouterContext } from '@/lib/router-context'
import { parseSearch, stringifySearch } from '@/lib/search-params'
import { type AuthDialogApi, AuthDialogContext } from '@/lib/session/auth-dialog-context'
import { createSessionStore } from '@/lib/session/session-store'
import { configureTestSdk } from '@/test/sdk-test-network'
import { ExchangeStart } from './components/exchange-start'
import { loadExchangeForm } from './exchange-loader'
import { RatesSocketUrlContext } from './rates/rates-socket-url'
import { exchangeSearchSchema } from './selection/exchange-search'
import { PendingOrderView } from './submit/pending-order-view'

export interface TestNetwork {
  baseUrls: { api: string; dictionary: string; blog: string; site: string }
  /** The mock rates channel (createMockNetwork's wsUrl). */
  wsUrl: string
}

/** The auth dialogs as spies; confirmEmail answers with `confirmedEmail` (null: the user dismissed it). */
export function authDialogSpies(confirmedEmail: string | null = 'guest@example.com') {
  return {
    openLogin: vi.fn(),
    openRegister: vi.fn(),
    openRestore: vi.fn(),
    confirmEmail: vi.fn(async () => confirmedEmail),
    preload: vi.fn(),
    onSignIn: vi.fn(),
  } satisfies AuthDialogApi
}

function OrderStandIn() {
  const { id } = useParams({ strict: false }) as { id: string }
  const { destinationAddress } = useSearch({ strict: false }) as { destinationAddress?: string }
  return (
    <p>
      order {id} for {destinationAddress}
    </p>
  )
}

function HomeStandIn() {
  const search = useSearch({ strict: false })
  return <ExchangeStart search={exchangeSearchSchema.parse(search)} />
}

export interface RenderExchangeOptions {
  /** /order/pending's loader: a promise that never settles keeps the page loading (a slow network). */
  pendingLoader?: () => Promise<void>
}

/** Renders `path` (a home page URL) with the exchange form as web/routes/index.tsx composes it. */
export function renderExchange(
  path: string,
  network: TestNetwork,
  dialogs = authDialogSpies(),
  options: RenderExchangeOptions = {},
) {
  const { baseUrls, wsUrl } = network
  const sdk = configureTestSdk(baseUrls)
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  const session = createSessionStore({ queryClient, sdkEvents: sdk.events, storage: null })
  const root = createRootRouteWithContext<RouterContext>()({
    component: () => (
      <RatesSocketUrlContext value={wsUrl}>
        <AuthDialogContext value={dialogs}>
          <Outlet />
        </AuthDialogContext>
      </RatesSocketUrlContext>
    ),
  })
  const home = createRoute({
    getParentRoute: () => root,
    path: '/',
    validateSearch: exchangeSearchSchema,
    loader: ({ context }) => loadExchangeForm(context.queryClient),
    component: HomeStandIn,
  })
  const order = createRoute({ getParentRoute: () => root, path: '/order/$id', component: OrderStandIn })
  const pending = createRoute({
    getParentRoute: () => root,
    path: '/order/pending',
    loader: options.pendingLoader,
    component: PendingOrderView,
  })
  const popular = createRoute({
    getParentRoute: () => root,
    path: '/popular-exchanges',
    component: () => null,
  })
  const exchange = createRoute({
    getParentRoute: () => root,
    path: '/exchange-{$pair}',
    component: () => null,
  })
  const router = createRouter({
    routeTree: root.addChildren([home, order, pending, popular, exchange]),
    history: createMemoryHistory({ initialEntries: [path] }),
    context: { queryClient, sdkEvents: sdk.events, session },
    parseSearch,
    stringifySearch,
  })
  const view = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router as never} />
    </QueryClientProvider>,
  )
  return { ...view, router, queryClient, session, dialogs }
}

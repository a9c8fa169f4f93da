// Test support (not app code): renders the order route's pieces through a real router, QueryClient and SDK.
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
import { Toaster } from '@/components/layout/toaster'
import { queryDefaults } from '@/lib/query-defaults'
import type { RouterContext } from '@/lib/router-context'
import { parseSearch, stringifySearch } from '@/lib/search-params'
import { configureTestSdk } from '@/test/sdk-test-network'
import { OrderRouteView } from './components/order-route-view'
import { OrderSkeleton } from './components/order-skeleton'
import { OrderLoadError, OrderNotFound } from './components/order-states'
import { loadOrderPage } from './order-loader'
import { orderLoaderDeps, orderSearchSchema } from './order-search'

type TestBaseUrls = Parameters<typeof configureTestSdk>[0]

function OrderTestRoute() {
  const { id } = useParams({ strict: false }) as { id: string }
  const { destinationAddress } = useSearch({ strict: false }) as { destinationAddress?: string }
  return <OrderRouteView id={id} destinationAddress={destinationAddress} />
}

/**
 * Renders `path` with a router holding the order route exactly as web/routes/order/$id.tsx composes it (same
 * search schema, loader, components), next to stand-ins for the pages it links to, and the Toaster.
 */
export function renderOrderRoute(path: string, baseUrls: TestBaseUrls) {
  const sdk = configureTestSdk(baseUrls)
  const queryClient = new QueryClient({ defaultOptions: { ...queryDefaults, queries: { retry: false } } })
  const root = createRootRouteWithContext<RouterContext>()({
    component: () => (
      <>
        <Outlet />
        <Toaster />
      </>
    ),
  })
  const orderRoute = createRoute({
    getParentRoute: () => root,
    path: '/order/$id',
    validateSearch: orderSearchSchema,
    loaderDeps: orderLoaderDeps,
    loader: loadOrderPage,
    component: OrderTestRoute,
    pendingComponent: OrderSkeleton,
    notFoundComponent: OrderNotFound,
    errorComponent: OrderLoadError,
  })
  const home = createRoute({ getParentRoute: () => root, path: '/', component: () => null })
  const exchange = createRoute({
    getParentRoute: () => root,
    path: '/exchange-{$pair}',
    component: () => null,
  })
  const router = createRouter({
    routeTree: root.addChildren([orderRoute, home, exchange]),
    history: createMemoryHistory({ initialEntries: [path] }),
    context: { queryClient, sdkEvents: sdk.events } as RouterContext,
    parseSearch,
    stringifySearch,
  })
  const view = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router as never} />
    </QueryClientProvider>,
  )
  return { ...view, router, queryClient }
}

/** The order page's URL for an order. */
export const orderPath = (orderId: string, destinationAddress?: string) =>
  destinationAddress === undefined
    ? `/order/${orderId}`
    : `/order/${orderId}?destinationAddress=${encodeURIComponent(destinationAddress)}`

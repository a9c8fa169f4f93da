// Test support (not app code): renders an account-ledger section through a real router, QueryClient and SDK,
// with a stand-in order page so a history link can be followed.
import { authenticateLocal } from '@sdk/gen/api/sdk.gen'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import {
  createMemoryHistory,
  createRootRouteWithContext,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
} from '@tanstack/react-router'
import { render } from '@testing-library/react'
import type { ReactNode } from 'react'
import type { RouterContext } from '@/lib/router-context'
import { parseSearch, stringifySearch } from '@/lib/search-params'
import { TEST_FINGERPRINT } from '../../../mocks/handlers/sdk-test-network'

/** Signs a seeded user in (the session cookie lands in the test network's cookie jar). */
export async function signInAs(email: string, password: string) {
  await authenticateLocal({
    body: { email, password, browserFingerprint: TEST_FINGERPRINT },
    throwOnError: true,
  })
}

/** Renders `section` at /profile/section, beside an /order/$id page that prints the id and destination it got. */
export function renderLedgerSection(section: ReactNode) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  const root = createRootRouteWithContext<RouterContext>()({ component: () => <Outlet /> })
  const page = createRoute({ getParentRoute: () => root, path: '/profile/section', component: () => section })
  const order = createRoute({
    getParentRoute: () => root,
    path: '/order/$id',
    component: function OrderStandIn() {
      const { id } = order.useParams()
      const { destinationAddress } = order.useSearch() as { destinationAddress?: string }
      return <h1>{`order ${id} for ${destinationAddress ?? 'none'}`}</h1>
    },
  })
  const router = createRouter({
    routeTree: root.addChildren([page, order]),
    history: createMemoryHistory({ initialEntries: ['/profile/section'] }),
    context: { queryClient } as RouterContext,
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

// Test support (imported by *.test.tsx only): the keys page's pieces as web/routes/_account/profile/keys.tsx
// composes them, in a real router with a QueryClient and the Toaster, against the configured test SDK.
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
import { Toaster } from '@/components/layout/toaster'
import type { RouterContext } from '@/lib/router-context'
import type { SdkTestNetwork } from '@/test/sdk-test-network'
import { ApiKeyList } from '../components/api-key-list'
import { CreateKeyCard } from '../components/create-key-card'

export function renderKeysPage(network: SdkTestNetwork) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  const root = createRootRouteWithContext<RouterContext>()({
    component: () => (
      <>
        <Outlet />
        <Toaster />
      </>
    ),
  })
  const keys = createRoute({
    getParentRoute: () => root,
    path: '/profile/keys',
    component: () => (
      <main>
        <CreateKeyCard />
        <ApiKeyList />
      </main>
    ),
  })
  const router = createRouter({
    routeTree: root.addChildren([keys]),
    history: createMemoryHistory({ initialEntries: ['/profile/keys'] }),
    context: { queryClient, sdkEvents: network.sdk.events } as RouterContext,
  })
  const view = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router as never} />
    </QueryClientProvider>,
  )
  return { ...view, queryClient }
}

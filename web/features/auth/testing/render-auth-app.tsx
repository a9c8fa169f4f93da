// Test support (imported by *.test.tsx only): a small real router around the auth dialogs and the header's account
// slot, with the real session store, guard and account refresh. Routes: / (with ?redirect), /lk, /profile/info
// (behind the guard), /blog.
import type { SdkEvents } from '@sdk/runtime/sdk-events'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import {
  createMemoryHistory,
  createRootRouteWithContext,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
  redirect,
} from '@tanstack/react-router'
import { render } from '@testing-library/react'
import type { ReactNode } from 'react'
import { z } from 'zod/mini'
import { AccountSlot } from '@/components/layout/account-slot'
import type { RouterContext } from '@/lib/router-context'
import { parseSearch, stringifySearch } from '@/lib/search-params'
import { requireSignedIn } from '@/lib/session/auth-guard'
import { bindSessionToRouter, refreshAccountIfStale } from '@/lib/session/refresh-account'
import { createSessionStore } from '@/lib/session/session-store'
import { AuthDialogsProvider } from '../auth-dialogs'

export function renderAuthApp({
  sdkEvents,
  path = '/',
  extra,
}: {
  sdkEvents: SdkEvents
  path?: string
  /** Rendered inside the dialogs' provider, e.g. a feature's button that asks for a dialog. */
  extra?: ReactNode
}) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  const session = createSessionStore({ queryClient, sdkEvents })

  const rootRoute = createRootRouteWithContext<RouterContext>()({
    beforeLoad: (args) => refreshAccountIfStale(args),
    component: () => (
      <AuthDialogsProvider>
        <header>
          <AccountSlot />
        </header>
        <main id="main" tabIndex={-1}>
          <Outlet />
          {extra}
        </main>
      </AuthDialogsProvider>
    ),
  })
  const home = createRoute({
    getParentRoute: () => rootRoute,
    path: '/',
    validateSearch: z.object({ redirect: z.optional(z.string()) }),
    component: () => <h1>home</h1>,
  })
  const blog = createRoute({ getParentRoute: () => rootRoute, path: '/blog', component: () => <h1>blog</h1> })
  const account = createRoute({
    getParentRoute: () => rootRoute,
    id: '_account',
    beforeLoad: requireSignedIn,
  })
  const lk = createRoute({
    getParentRoute: () => account,
    path: '/lk',
    beforeLoad: () => {
      throw redirect({ to: '/profile/info', replace: true })
    },
  })
  const profileInfo = createRoute({
    getParentRoute: () => account,
    path: '/profile/info',
    component: () => <h1>profile info</h1>,
  })

  const router = createRouter({
    routeTree: rootRoute.addChildren([home, blog, account.addChildren([lk, profileInfo])]),
    context: { queryClient, sdkEvents, session },
    history: createMemoryHistory({ initialEntries: [path] }),
    parseSearch,
    stringifySearch,
  })
  bindSessionToRouter(session, router)
  const view = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  )
  return { ...view, router, session, queryClient }
}

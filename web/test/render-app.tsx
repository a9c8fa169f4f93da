// Test support (imported by *.test.tsx only): the whole app as main.tsx starts it (the real route tree, router,
// QueryClient, session and SDK), rendered in jsdom at a URL, against the mock network. The locale is the URL's, as
// installLocalePolicy() fixes it in the browser.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { createMemoryHistory, RouterProvider } from '@tanstack/react-router'
import { act, render } from '@testing-library/react'
import type { ReactNode } from 'react'
import { RatesSocketUrlContext } from '@/features/exchange/rates/rates-socket-url'
import { startLocale } from '@/lib/i18n/locale'
import { queryDefaults } from '@/lib/query-defaults'
import { createSessionStore } from '@/lib/session/session-store'
import { baseLocale, overwriteGetLocale } from '@/paraglide/runtime.js'
import { createAppRouter } from '../router'
import type { SdkTestNetwork } from './sdk-test-network'

const ORIGIN = 'http://localhost:3000'

/** What jsdom lacks and the shell calls: media queries (never matching) and window scrolling (nothing to scroll). */
function installBrowserStubs(): void {
  window.matchMedia ??= (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addEventListener: () => {},
      removeEventListener: () => {},
      addListener: () => {},
      removeListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList
  window.scrollTo = () => {}
}

/**
 * Renders `path` (as typed in the address bar: '/ru/blog/x') and waits until the router has settled. `wrap` puts
 * something around the app, as lib/startup/app-root.tsx does (lib/i18n/server-messages-root.tsx).
 */
export async function renderApp(
  path: string,
  network: Pick<SdkTestNetwork, 'sdk' | 'wsUrl'>,
  { wrap = (app: ReactNode) => app }: { wrap?: (app: ReactNode) => ReactNode } = {},
) {
  installBrowserStubs()
  const sdkEvents = network.sdk.events
  const locale = startLocale(new URL(path, ORIGIN).href, () => baseLocale)
  overwriteGetLocale(() => locale)
  const queryClient = new QueryClient({ defaultOptions: { ...queryDefaults, queries: { retry: false } } })
  const session = createSessionStore({ queryClient, sdkEvents, storage: null })
  const router = createAppRouter({ queryClient, sdkEvents, session })
  router.update({ ...router.options, history: createMemoryHistory({ initialEntries: [path] }) })
  const view = render(
    wrap(
      <QueryClientProvider client={queryClient}>
        <RatesSocketUrlContext value={network.wsUrl}>
          <RouterProvider router={router} />
        </RatesSocketUrlContext>
      </QueryClientProvider>,
    ),
  )
  await act(() => router.load())
  return {
    ...view,
    router,
    queryClient,
    dispose: () => {
      view.unmount()
      session.dispose()
      queryClient.clear()
    },
  }
}

import { createSdkEvents } from '@sdk/runtime/sdk-events'
import { QueryClient } from '@tanstack/react-query'
import { isRedirect, type ParsedLocation, type StaticDataRouteOption } from '@tanstack/react-router'
import type { RouterContext } from '@/lib/router-context'
import { parseSearch } from '@/lib/search-params'
import { createSessionStore } from '@/lib/session/session-store'
import type { NavigationArgs } from './navigation-args'

/** Test support for the rule tests: navigation arguments for a path, and what a rule threw. */
export function navigationTo(
  href: string,
  staticData: StaticDataRouteOption[] = [],
  overrides: Partial<NavigationArgs> = {},
): NavigationArgs {
  const url = new URL(href, 'http://localhost')
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  const sdkEvents = createSdkEvents()
  // A guest's session kept in memory only (no local storage), on the web (not the messenger layer).
  const session = createSessionStore({ queryClient, sdkEvents, storage: null })
  const context: RouterContext = { queryClient, sdkEvents, session }
  const location = {
    href: url.pathname + url.search + url.hash,
    pathname: url.pathname,
    search: parseSearch(url.search),
    searchStr: url.search,
    hash: url.hash.slice(1),
    state: {},
  } as unknown as ParsedLocation
  return {
    context,
    location,
    matches: [{ staticData: {} }, ...staticData.map((s) => ({ staticData: s }))],
    preload: false,
    ...overrides,
  }
}

/** The options of the redirect a rule threw, null when it finished without one; other errors fail the test. */
export async function redirectOf(run: () => unknown): Promise<Record<string, unknown> | null> {
  try {
    await run()
  } catch (error) {
    if (isRedirect(error)) return error.options as Record<string, unknown>
    throw error
  }
  return null
}

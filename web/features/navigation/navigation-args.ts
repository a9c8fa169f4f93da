import type { ParsedLocation, StaticDataRouteOption } from '@tanstack/react-router'
import type { RouterContext } from '@/lib/router-context'

/** What the root route's beforeLoad hands to the navigation rules (a subset of its arguments). */
export type NavigationArgs = {
  context: RouterContext
  location: ParsedLocation
  /** Every route match of the navigation, root first; each carries its route's staticData. */
  matches: ReadonlyArray<{ staticData: StaticDataRouteOption }>
  /** A preload (link hover): fill caches, but store nothing and leave the page for nobody. */
  preload: boolean
}

/** The location's search as plain values (the root route validates none of them). */
export const searchOf = (location: Pick<ParsedLocation, 'search'>): Record<string, unknown> =>
  location.search as Record<string, unknown>

/** A non-empty text value of the search, trimmed; undefined otherwise. */
export function searchText(location: Pick<ParsedLocation, 'search'>, name: string): string | undefined {
  const value = searchOf(location)[name]
  return typeof value === 'string' && value.trim() ? value.trim() : undefined
}

import type { ParsedLocation } from '@tanstack/react-router'
import type { RouterContext } from '@/lib/router-context'

export type NavigationArgs = { context: RouterContext; location: ParsedLocation }

/** PLACEHOLDER (being written): the before-navigation rules 1, 3, 4, 5, 6, 7 of spec §2. */
export async function applyNavigationRules(_args: NavigationArgs): Promise<void> {}

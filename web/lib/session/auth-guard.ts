import { type ParsedLocation, redirect } from '@tanstack/react-router'
import type { RouterContext } from '@/lib/router-context'

export type AuthGuardArgs = {
  context: RouterContext
  location: Pick<ParsedLocation, 'href'>
}

/** The root route has refreshed the account data before this runs. */
export function isSignedIn(context: RouterContext): boolean {
  return context.session.isSignedIn()
}

/** Never another origin (`//host`, `/\host`, `https:`), so a crafted ?redirect= cannot send a user away after signing in. */
export function safeReturnPath(value: unknown): string | undefined {
  if (typeof value !== 'string' || !value.startsWith('/')) return undefined
  if (value.startsWith('//') || value.startsWith('/\\')) return undefined
  return value
}

/** A guest goes to the home page with `redirect` set; the auth feature opens the login dialog for it. */
export function requireSignedIn({ context, location }: AuthGuardArgs): void {
  if (isSignedIn(context)) return
  throw redirect({ to: '/', search: { redirect: location.href } })
}

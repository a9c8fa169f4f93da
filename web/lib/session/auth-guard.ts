import { type ParsedLocation, redirect } from '@tanstack/react-router'
import type { RouterContext } from '@/lib/router-context'

export type AuthGuardArgs = {
  context: RouterContext
  location: Pick<ParsedLocation, 'href'>
}

/**
 * Whether the visitor counts as signed in (docs/product.md §4 "Signed in": a numeric userId and a non-empty email; in the
 * messenger layer a userId alone). The root route has refreshed the account data before this runs (docs/product.md §2 rule 2).
 */
export function isSignedIn(context: RouterContext): boolean {
  return context.session.isSignedIn()
}

/**
 * Where a return path may lead: a path of this site (the router's de-localized href), never another origin
 * (`//host`, `/\host`, `https:`), so a crafted ?redirect= cannot send a user away after signing in.
 */
export function safeReturnPath(value: unknown): string | undefined {
  if (typeof value !== 'string' || !value.startsWith('/')) return undefined
  if (value.startsWith('//') || value.startsWith('/\\')) return undefined
  return value
}

/**
 * `beforeLoad` guard for /lk and /profile/* (docs/product.md §2, §6). A guest is sent to the home page with `redirect` set to
 * where they wanted to go; the auth feature opens the login dialog for it and returns there after signing in.
 * Redirects go through the router, never `window.location`.
 */
export function requireSignedIn({ context, location }: AuthGuardArgs): void {
  if (isSignedIn(context)) return
  throw redirect({ to: '/', search: { redirect: location.href } })
}

import { RELOAD_GUARD_MS } from '@/config/constants'

/** sessionStorage key of the last reload for a new build (inferred name). */
const RELOADED_AT_KEY = 'build-update-reloaded-at'

function sessionStore(): Storage | null {
  try {
    return window.sessionStorage
  } catch {
    return null
  }
}

/**
 * docs/product.md §9 "reload guard 10 seconds": within 10 s of a reload for a new build no other one is offered, so a
 * page served stale (a CDN still holding the old build) cannot loop through reloads.
 */
export function reloadGuardActive(
  now: number = Date.now(),
  storage: Storage | null = sessionStore(),
): boolean {
  const last = Number(storage?.getItem(RELOADED_AT_KEY))
  return Number.isFinite(last) && last > 0 && now - last < RELOAD_GUARD_MS
}

/** Reloads the page for the new build, noting when, for the guard. `reloadPage` stands in for the reload in tests. */
export function reloadForNewBuild(
  now: number = Date.now(),
  storage: Storage | null = sessionStore(),
  reloadPage: () => void = () => window.location.reload(),
): void {
  try {
    storage?.setItem(RELOADED_AT_KEY, String(now))
  } catch {
    // Storage blocked: reload without the guard.
  }
  reloadPage()
}

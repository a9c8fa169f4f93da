import { siteAnswers as askSite } from '@/lib/connectivity/site-reachability'
import { reloadForNewBuild, reloadGuardActive } from './reload-guard'

/** What Vite dispatches on window when a lazily loaded chunk (or its CSS) fails to load. */
export const PRELOAD_ERROR_EVENT = 'vite:preloadError'

/**
 * After a deploy, the hashed chunks of the build a page was loaded with are gone: the first lazy route that
 * needs one fails. The page then reloads once, to the new build; the docs/product.md §9 reload guard (10 s, shared with the
 * update offer) keeps a second failure from reloading again, so a chunk that is really missing shows the
 * route's error page instead of a reload loop.
 *
 * Not while the visitor is leaving the page: a chunk still loading when they open another address can fail as
 * the browser drops the page's requests (Firefox fails them), and a reload then would cancel the navigation they
 * asked for. Leaving starts with `beforeunload`; a page restored from the back/forward cache (`pageshow`) is no
 * longer leaving. Nor when the site does not answer: a chunk fails too when the connection is down, and a reload
 * would then replace the page with the browser's offline page (the failed import goes on rejecting, as below).
 * `siteAnswers` is lib/site-reachability.ts's judgement. Returns the uninstall.
 */
export function installChunkReload(
  target: Pick<Window, 'addEventListener' | 'removeEventListener'> = window,
  siteAnswers: () => Promise<boolean> = askSite,
): () => void {
  let leaving = false
  const onLeave = () => {
    leaving = true
  }
  const onShow = () => {
    leaving = false
  }
  const onPreloadError = (event: Event) => {
    if (leaving) return
    if (reloadGuardActive()) {
      console.error('[build-update] a chunk failed again after a reload: not reloading', event)
      return
    }
    // The failed import still rejects (no preventDefault): a lazy route component then waits for the reload
    // behind its suspense fallback (TanStack Router does the same for a route chunk) instead of resolving to
    // nothing and rendering an error first.
    // When the site does not answer, nothing to do here: the part that failed waits for it (lib/load-when-online.ts).
    void siteAnswers().then((answers) => {
      if (answers && !leaving) {
        console.warn('[build-update] a chunk failed (a new deploy?): reloading once')
        reloadForNewBuild()
      }
    })
  }
  const listeners = [
    [PRELOAD_ERROR_EVENT, onPreloadError],
    ['beforeunload', onLeave],
    ['pagehide', onLeave],
    ['pageshow', onShow],
  ] as const
  for (const [type, listener] of listeners) target.addEventListener(type, listener)
  return () => {
    for (const [type, listener] of listeners) target.removeEventListener(type, listener)
  }
}

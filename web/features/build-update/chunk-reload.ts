import { siteAnswers as askSite } from '@/lib/connectivity/site-reachability'
import { reloadForNewBuild, reloadGuardActive } from './reload-guard'

/** What Vite dispatches on window when a lazily loaded chunk (or its CSS) fails to load. */
export const PRELOAD_ERROR_EVENT = 'vite:preloadError'

/**
 * After a deploy, the hashed chunks of the build a page was loaded with are gone: the first lazy route that needs one
 * fails.
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
    // When the site does not answer, nothing to do here: the part that failed waits for it (lib/connectivity/load-when-online.ts).
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

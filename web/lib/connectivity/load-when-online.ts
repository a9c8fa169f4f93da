import { lazy } from 'react'
import { siteAnswers, untilSiteAnswers } from './site-reachability'

/**
 * Loads code that comes apart from the page's first JavaScript. When that fails and the site does not answer (the
 * connection dropped, or reaches nothing; a chunk missing after a deploy fails while the site answers, and
 * build-update/chunk-reload.ts reloads the page for it), it waits until the site answers again and tries again: a
 * lost connection delays the part instead of turning the page into the error page. `waiting` is called each time
 * it starts to wait.
 */
export function loadWhenOnline<T>(load: () => Promise<T>, waiting?: () => void): Promise<T> {
  return load().catch(async (error: unknown) => {
    if (await siteAnswers()) throw error
    waiting?.()
    await untilSiteAnswers()
    return loadWhenOnline(load, waiting)
  })
}

/** `React.lazy` for a part whose code loads when first rendered, waiting out a lost connection (loadWhenOnline). */
export const lazyPart: typeof lazy = (load) => lazy(() => loadWhenOnline(load))

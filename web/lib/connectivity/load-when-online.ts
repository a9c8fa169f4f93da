import { lazy } from 'react'
import { siteAnswers, untilSiteAnswers } from './site-reachability'

/** When code fails to load and the site does not answer, wait and retry rather than show the error page. A missing chunk after a deploy is chunk-reload.ts's. */
export function loadWhenOnline<T>(load: () => Promise<T>, waiting?: () => void): Promise<T> {
  return load().catch(async (error: unknown) => {
    if (await siteAnswers()) throw error
    waiting?.()
    await untilSiteAnswers()
    return loadWhenOnline(load, waiting)
  })
}

export const lazyPart: typeof lazy = (load) => lazy(() => loadWhenOnline(load))

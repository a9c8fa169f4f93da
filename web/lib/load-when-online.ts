import { lazy } from 'react'

/**
 * Loads code that comes apart from the page's first JavaScript. When that fails while the browser is offline (the
 * connection dropped; a chunk missing after a deploy fails online, and build-update/chunk-reload.ts reloads the page
 * for it), it waits until the browser is back online and tries again: a lost connection delays the part instead of
 * turning the page into the error page. `waiting` is called each time it starts to wait.
 */
export function loadWhenOnline<T>(load: () => Promise<T>, waiting?: () => void): Promise<T> {
  return load().catch((error: unknown) => {
    if (navigator.onLine) throw error
    waiting?.()
    return new Promise<T>((resolve) => {
      window.addEventListener('online', () => resolve(loadWhenOnline(load, waiting)), { once: true })
    })
  })
}

/** `React.lazy` for a part whose code loads when first rendered, waiting out a lost connection (loadWhenOnline). */
export const lazyPart: typeof lazy = (load) => lazy(() => loadWhenOnline(load))

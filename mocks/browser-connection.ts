// The dev worker answers in the page, so an emulated loss of connection (DevTools' Offline, Playwright's
// context.setOffline) would not reach the mocked API: every call would still succeed. This keeps the world's
// `offline` control on navigator.onLine, so offline the calls fail as a dropped connection and the rates sockets
// close (and are refused) as on a real network; back online, everything answers again.
import type { World } from './world/world'
import { dropWebSockets } from './ws/ws-connections'

/** The part of `window` this needs. */
export interface ConnectionEvents {
  readonly navigator: { readonly onLine: boolean }
  addEventListener(type: 'online' | 'offline', listener: () => void): void
  removeEventListener(type: 'online' | 'offline', listener: () => void): void
}

/** Sets world.controls.offline from `target.navigator.onLine` now and on each change; returns how to stop. */
export function followBrowserConnection(world: World, target: ConnectionEvents): () => void {
  const sync = () => {
    const offline = !target.navigator.onLine
    world.controls.offline = offline
    if (offline) dropWebSockets(world)
  }
  sync()
  target.addEventListener('online', sync)
  target.addEventListener('offline', sync)
  return () => {
    target.removeEventListener('online', sync)
    target.removeEventListener('offline', sync)
  }
}

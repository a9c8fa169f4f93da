// The open WebSocket connections of each world, so a "drop WebSocket" control can close them all (the
// client then reconnects, docs/product.md §4 "Live rates"). Transports register a close function per connection.
import type { World } from '../world/world'

/** The close code a dropped connection gets: 1012 "service restart", which a client should retry. */
export const DROPPED_CLOSE_CODE = 1012

const open = new WeakMap<World, Set<() => void>>()

/** Registers one open connection; returns the function to call when it closes by itself. */
export function trackWebSocket(world: World, close: () => void): () => void {
  let set = open.get(world)
  if (!set) {
    set = new Set()
    open.set(world, set)
  }
  set.add(close)
  return () => {
    open.get(world)?.delete(close)
  }
}

export const openWebSocketCount = (world: World): number => open.get(world)?.size ?? 0

/** Closes every open connection of the world; returns how many were closed. */
export function dropWebSockets(world: World): number {
  const set = open.get(world)
  if (!set) return 0
  const closers = [...set]
  set.clear()
  for (const close of closers) close()
  return closers.length
}

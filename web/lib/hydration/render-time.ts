import { useSyncExternalStore } from 'react'

/** How often "now" moves on for what the page shows (relative times such as "5 minutes ago"). */
const TICK_MS = 60_000

/** When the page being rendered or hydrated was pre-rendered (epoch ms); unset in a page the browser rendered. */
let renderedAt: number | undefined
let now = Date.now()
const listeners = new Set<() => void>()
let timer: ReturnType<typeof setInterval> | undefined

/**
 * The time a server render shows as "now": set by the pre-render for each page, and in the browser from the
 * pre-rendered page's state before React hydrates it, so the hydrated markup matches the HTML.
 */
export function setRenderTime(time: number | undefined): void {
  renderedAt = time
}

function tick(): void {
  now = Date.now()
  for (const listener of listeners) listener()
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener)
  if (!timer) {
    now = Date.now()
    timer = setInterval(tick, TICK_MS)
  }
  return () => {
    listeners.delete(listener)
    if (listeners.size === 0) {
      clearInterval(timer)
      timer = undefined
    }
  }
}

const clientNow = () => now
const serverNow = () => renderedAt ?? now

/**
 * "Now" (epoch ms) for what a component shows: the year in the footer, how long ago something happened. Hydration
 * safe: while React hydrates a pre-rendered page it is the time the page was rendered, then the browser's clock,
 * moving on every minute. Never call Date.now() or new Date() while rendering; use this.
 */
export function useNow(): number {
  return useSyncExternalStore(subscribe, clientNow, serverNow)
}

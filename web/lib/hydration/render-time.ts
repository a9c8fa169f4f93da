import { useSyncExternalStore } from 'react'

const TICK_MS = 60_000

let renderedAt: number | undefined
let now = Date.now()
const listeners = new Set<() => void>()
let timer: ReturnType<typeof setInterval> | undefined

/** The pre-rendered page's time, so the hydrated markup matches the HTML. */
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

/** Hydration-safe "now": the render time while hydrating, then the clock. Never call Date.now() while rendering. */
export function useNow(): number {
  return useSyncExternalStore(subscribe, clientNow, serverNow)
}

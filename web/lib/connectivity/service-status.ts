import { useSyncExternalStore } from 'react'

/** Spec docs/product.md §3 "Health status". The health feature sets it; the root shows the non-working layout when not OK. */
export type ServiceStatus = 'OK' | 'TECHNICAL_DIFFICULTIES' | 'UNHEALTHY'

let current: ServiceStatus = 'OK'
const listeners = new Set<() => void>()

export function getServiceStatus(): ServiceStatus {
  return current
}

export function setServiceStatus(next: ServiceStatus): void {
  if (next === current) return
  current = next
  for (const listener of listeners) listener()
}

export function subscribeServiceStatus(listener: () => void): () => void {
  listeners.add(listener)
  return () => {
    listeners.delete(listener)
  }
}

/**
 * The current service status; re-renders when it changes. A server render, and the hydration of its HTML, show the
 * working site ('OK'): the health checks run in the browser only.
 */
export function useServiceStatus(): ServiceStatus {
  return useSyncExternalStore(subscribeServiceStatus, getServiceStatus, serverStatus)
}

const serverStatus = (): ServiceStatus => 'OK'

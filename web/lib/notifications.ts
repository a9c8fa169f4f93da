import { useSyncExternalStore } from 'react'
import { NOTIFICATION_DURATION_MS, TOAST_DURATION_MS } from '@/config/constants'

/**
 * The app's notifications (docs/product.md §3 Notification {traceID, id, type, message}, §8, §9): one small store that
 * every feature raises messages through and the Toaster (components/layout/toaster.tsx, Radix Toast) shows.
 * - A notification equal to the latest one (same type and text) is not added again (docs/product.md §8).
 * - Each carries how long it stays: 30 s by default, toasts (from mutations) 3 s (docs/product.md §9). Radix Toast keeps the
 *   time, stops it while the pointer or focus is on the notifications, and dismisses it here when it runs out.
 * - The store only shows text: error text comes from errorMessage() (lib/error-message.ts) at the caller.
 */
export type NotificationType = 'error' | 'success' | 'info'

export interface AppNotification {
  id: string
  type: NotificationType
  message: string
  /** The server's trace id of the failure, shown so support can find it. */
  traceId: string | null
  /** How long it stays; Infinity until dismissed. */
  durationMs: number
}

export interface NotifyInput {
  type: NotificationType
  message: string
  traceId?: string | null
  durationMs?: number
}

/** More than this many at once: the oldest go first (inferred; the spec gives no limit). */
const MAX_NOTIFICATIONS = 5

let notifications: readonly AppNotification[] = []
const listeners = new Set<() => void>()
let sequence = 0

function publish(next: readonly AppNotification[]) {
  notifications = next
  for (const listener of listeners) listener()
}

/** Shows a notification (30 s by default) and returns its id; an equal latest one is kept instead. */
export function notify(input: NotifyInput): string {
  const latest = notifications.at(-1)
  if (latest && latest.type === input.type && latest.message === input.message) return latest.id
  sequence += 1
  const notification: AppNotification = {
    id: `notification-${sequence}`,
    type: input.type,
    message: input.message,
    traceId: input.traceId ?? null,
    durationMs: input.durationMs ?? NOTIFICATION_DURATION_MS,
  }
  publish([...notifications, notification].slice(-MAX_NOTIFICATIONS))
  return notification.id
}

/** A short notice from a mutation: 3 s (docs/product.md §9). */
export function toast(input: Omit<NotifyInput, 'durationMs'>): string {
  return notify({ ...input, durationMs: TOAST_DURATION_MS })
}

/** Takes a notification away (its time ran out, or the user closed it). */
export function dismiss(id: string): void {
  if (notifications.some((n) => n.id === id)) publish(notifications.filter((n) => n.id !== id))
}

export function getNotifications(): readonly AppNotification[] {
  return notifications
}

export function subscribeNotifications(listener: () => void): () => void {
  listeners.add(listener)
  return () => {
    listeners.delete(listener)
  }
}

/** The notifications on screen, oldest first; re-renders when they change. None in a server render. */
export function useNotifications(): readonly AppNotification[] {
  return useSyncExternalStore(subscribeNotifications, getNotifications, noNotifications)
}

const NO_NOTIFICATIONS: readonly AppNotification[] = []
const noNotifications = () => NO_NOTIFICATIONS

/** Removes every notification (tests, and a full reset such as logout if a feature wants it). */
export function clearNotifications(): void {
  publish([])
}

import { useSyncExternalStore } from 'react'
import { NOTIFICATION_DURATION_MS, TOAST_DURATION_MS } from '@/config/constants'

/** The one store every feature raises notifications through; the Toaster shows them. It only shows text it is given. */
export type NotificationType = 'error' | 'success' | 'info'

export interface AppNotification {
  id: string
  type: NotificationType
  message: string
  traceId: string | null
  durationMs: number
}

export interface NotifyInput {
  type: NotificationType
  message: string
  traceId?: string | null
  durationMs?: number
}

/** Inferred: the product gives no limit. */
const MAX_NOTIFICATIONS = 5

let notifications: readonly AppNotification[] = []
const listeners = new Set<() => void>()
let sequence = 0

function publish(next: readonly AppNotification[]) {
  notifications = next
  for (const listener of listeners) listener()
}

/** An equal latest one is kept instead of a second copy. */
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

import { useSyncExternalStore } from 'react'
import { NOTIFICATION_DURATION_MS, TOAST_DURATION_MS } from '@/config/constants'

/**
 * The app's notifications (spec §3 Notification {traceID, id, type, message}, §8, §9): one small store that
 * every feature raises messages through and the Toaster (components/layout/toaster.tsx) shows.
 * - A notification equal to the latest one (same type and text) is not added again (§8).
 * - They dismiss themselves after 30 s by default; toasts (from mutations) after 3 s (§9).
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

type Timer = { handle: ReturnType<typeof setTimeout> | null; remainingMs: number; startedAt: number }

let notifications: readonly AppNotification[] = []
const timers = new Map<string, Timer>()
const listeners = new Set<() => void>()
let paused = false
let sequence = 0

function publish(next: readonly AppNotification[]) {
  notifications = next
  for (const listener of listeners) listener()
}

function startTimer(id: string, timer: Timer) {
  if (!Number.isFinite(timer.remainingMs)) return
  timer.startedAt = Date.now()
  timer.handle = setTimeout(() => dismiss(id), Math.max(0, timer.remainingMs))
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
  const timer: Timer = { handle: null, remainingMs: notification.durationMs, startedAt: 0 }
  timers.set(notification.id, timer)
  if (!paused) startTimer(notification.id, timer)
  const next = [...notifications, notification]
  for (const dropped of next.slice(0, Math.max(0, next.length - MAX_NOTIFICATIONS))) clearTimer(dropped.id)
  publish(next.slice(-MAX_NOTIFICATIONS))
  return notification.id
}

/** A short notice from a mutation: 3 s (§9). */
export function toast(input: Omit<NotifyInput, 'durationMs'>): string {
  return notify({ ...input, durationMs: TOAST_DURATION_MS })
}

function clearTimer(id: string) {
  const timer = timers.get(id)
  if (timer?.handle) clearTimeout(timer.handle)
  timers.delete(id)
}

export function dismiss(id: string): void {
  clearTimer(id)
  if (notifications.some((n) => n.id === id)) publish(notifications.filter((n) => n.id !== id))
}

/**
 * Stops the clocks while the user reads or operates the notifications (pointer over them, focus inside), so
 * none disappears under the pointer (WCAG 2.2.1); resumeNotifications() lets them run on from where they were.
 */
export function pauseNotifications(): void {
  if (paused) return
  paused = true
  for (const timer of timers.values()) {
    if (!timer.handle) continue
    clearTimeout(timer.handle)
    timer.handle = null
    timer.remainingMs -= Date.now() - timer.startedAt
  }
}

export function resumeNotifications(): void {
  if (!paused) return
  paused = false
  for (const [id, timer] of timers) startTimer(id, timer)
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
  for (const id of [...timers.keys()]) clearTimer(id)
  paused = false
  publish([])
}

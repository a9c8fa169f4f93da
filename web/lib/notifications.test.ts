import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { NOTIFICATION_DURATION_MS, TOAST_DURATION_MS } from '@/config/constants'
import {
  clearNotifications,
  dismiss,
  getNotifications,
  notify,
  pauseNotifications,
  resumeNotifications,
  subscribeNotifications,
  toast,
} from './notifications'

const messages = () => getNotifications().map((n) => n.message)

beforeEach(() => vi.useFakeTimers())
afterEach(() => {
  clearNotifications()
  vi.useRealTimers()
})

describe('notification store', () => {
  it('does not add a notification equal to the latest one (§8)', () => {
    const first = notify({ type: 'error', message: 'Network error' })
    const again = notify({ type: 'error', message: 'Network error' })
    expect(again).toBe(first)
    expect(messages()).toEqual(['Network error'])

    notify({ type: 'success', message: 'Saved' })
    notify({ type: 'error', message: 'Network error' })
    expect(messages()).toEqual(['Network error', 'Saved', 'Network error'])
  })

  it('treats the same text of another type as a new notification', () => {
    notify({ type: 'info', message: 'Done' })
    notify({ type: 'success', message: 'Done' })
    expect(getNotifications().map((n) => n.type)).toEqual(['info', 'success'])
  })

  it('dismisses notifications after 30 s by default (§9)', () => {
    notify({ type: 'info', message: 'Hello' })
    vi.advanceTimersByTime(NOTIFICATION_DURATION_MS - 1)
    expect(messages()).toEqual(['Hello'])
    vi.advanceTimersByTime(1)
    expect(messages()).toEqual([])
  })

  it('dismisses toasts after 3 s (§9)', () => {
    toast({ type: 'success', message: 'Key deleted' })
    notify({ type: 'error', message: 'Something went wrong' })
    vi.advanceTimersByTime(TOAST_DURATION_MS)
    expect(messages()).toEqual(['Something went wrong'])
  })

  it('keeps a notification with an infinite duration until it is dismissed', () => {
    const id = notify({ type: 'info', message: 'Sticky', durationMs: Number.POSITIVE_INFINITY })
    vi.advanceTimersByTime(10 * NOTIFICATION_DURATION_MS)
    expect(messages()).toEqual(['Sticky'])
    dismiss(id)
    expect(messages()).toEqual([])
  })

  it('keeps the trace id of a failure', () => {
    notify({ type: 'error', message: 'Failed', traceId: 'trace-1' })
    expect(getNotifications()[0]?.traceId).toBe('trace-1')
  })

  it('stops the clock while paused and runs on from where it was', () => {
    toast({ type: 'info', message: 'Read me' })
    vi.advanceTimersByTime(2000)
    pauseNotifications()
    vi.advanceTimersByTime(60_000)
    expect(messages()).toEqual(['Read me'])
    resumeNotifications()
    vi.advanceTimersByTime(TOAST_DURATION_MS - 2000 - 1)
    expect(messages()).toEqual(['Read me'])
    vi.advanceTimersByTime(1)
    expect(messages()).toEqual([])
  })

  it('notifies subscribers of every change', () => {
    const listener = vi.fn()
    const unsubscribe = subscribeNotifications(listener)
    const id = notify({ type: 'info', message: 'One' })
    notify({ type: 'info', message: 'One' })
    dismiss(id)
    unsubscribe()
    notify({ type: 'info', message: 'Two' })
    expect(listener).toHaveBeenCalledTimes(2)
  })

  it('shows at most five at once, dropping the oldest', () => {
    for (const n of [1, 2, 3, 4, 5, 6]) notify({ type: 'info', message: `n${n}` })
    expect(messages()).toEqual(['n2', 'n3', 'n4', 'n5', 'n6'])
  })
})

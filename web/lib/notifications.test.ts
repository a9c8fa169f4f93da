import { afterEach, describe, expect, it, vi } from 'vitest'
import { NOTIFICATION_DURATION_MS, TOAST_DURATION_MS } from '@/config/constants'
import {
  clearNotifications,
  dismiss,
  getNotifications,
  notify,
  subscribeNotifications,
  toast,
} from './notifications'

const messages = () => getNotifications().map((n) => n.message)

afterEach(() => clearNotifications())

describe('notification store', () => {
  it('does not add a notification equal to the latest one (docs/product.md §8)', () => {
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

  it('carries how long each stays: 30 s by default, 3 s for a toast (docs/product.md §9), kept by the Toaster', () => {
    notify({ type: 'info', message: 'Hello' })
    toast({ type: 'success', message: 'Key deleted' })
    expect(getNotifications().map((n) => n.durationMs)).toEqual([NOTIFICATION_DURATION_MS, TOAST_DURATION_MS])
    dismiss(getNotifications()[0]?.id ?? '')
    expect(messages()).toEqual(['Key deleted'])
  })

  it('keeps the trace id of a failure', () => {
    notify({ type: 'error', message: 'Failed', traceId: 'trace-1' })
    expect(getNotifications()[0]?.traceId).toBe('trace-1')
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

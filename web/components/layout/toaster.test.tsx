import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { TOAST_DURATION_MS } from '@/config/constants'
import { clearNotifications, getNotifications, notify, toast } from '@/lib/notifications'
import { m } from '@/paraglide/messages.js'
import { Toaster } from './toaster'

beforeAll(async () => {
  // The view loads with the first notification; compile it once here, not inside a test.
  await import('./toaster-view')
  // jsdom has no pointer capture, which Radix Toast's swipe handling calls.
  Element.prototype.hasPointerCapture ??= () => false
  Element.prototype.releasePointerCapture ??= () => {}
})
afterEach(() => {
  cleanup()
  act(() => clearNotifications())
  vi.useRealTimers()
})

const region = () => screen.findByRole('region', { name: m.notification_region_label() })

describe('Toaster (Radix Toast)', () => {
  it('shows nothing, and loads nothing, until there is a notification', () => {
    const { container } = render(<Toaster />)
    expect(container.innerHTML).toBe('')
  })

  it('shows notifications in a labelled region, with their type and trace id', async () => {
    render(<Toaster />)
    act(() => {
      notify({ type: 'error', message: 'Could not save', traceId: 'abc-123' })
      notify({ type: 'success', message: 'Saved' })
    })
    const toasts = within(await region())
    expect(await toasts.findByText(/Could not save/)).toBeTruthy()
    expect(toasts.getByText(`${m.notification_type_error()}:`, { exact: false })).toBeTruthy()
    expect(toasts.getByText(m.notification_trace_id({ traceId: 'abc-123' }))).toBeTruthy()
    expect(toasts.getByText(/Saved/)).toBeTruthy()
  })

  it('closes a notification with its dismiss button', async () => {
    const user = userEvent.setup()
    render(<Toaster />)
    act(() => {
      notify({ type: 'info', message: 'Hello' })
    })
    await user.click(await screen.findByRole('button', { name: m.notification_dismiss() }))
    await waitFor(() => expect(getNotifications()).toEqual([]))
    expect(screen.queryByText(/Hello/)).toBeNull()
  })

  it('removes a toast after 3 s (docs/product.md §9)', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    render(<Toaster />)
    act(() => {
      toast({ type: 'success', message: 'Key deleted' })
    })
    await act(() => vi.advanceTimersByTimeAsync(0))
    expect(screen.getByText(/Key deleted/)).toBeTruthy()
    act(() => vi.advanceTimersByTime(TOAST_DURATION_MS - 100))
    expect(getNotifications()).toHaveLength(1)
    act(() => vi.advanceTimersByTime(200))
    expect(getNotifications()).toEqual([])
  })
})

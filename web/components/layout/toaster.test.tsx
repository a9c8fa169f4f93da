import { act, cleanup, render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { TOAST_DURATION_MS } from '@/config/constants'
import { clearNotifications, notify, toast } from '@/lib/notifications'
import { m } from '@/paraglide/messages.js'
import { Toaster } from './toaster'

afterEach(() => {
  cleanup()
  act(() => clearNotifications())
  vi.useRealTimers()
})

describe('Toaster', () => {
  it('announces errors in an alert region and other notices in a status region', () => {
    render(<Toaster />)
    const alert = screen.getByRole('alert')
    const status = screen.getByRole('status')
    expect(alert.textContent).toBe('')

    act(() => {
      notify({ type: 'error', message: 'Could not save', traceId: 'abc-123' })
      notify({ type: 'success', message: 'Saved' })
    })
    expect(within(alert).getByText('Could not save')).toBeTruthy()
    expect(within(alert).getByText(m.notification_trace_id({ traceId: 'abc-123' }))).toBeTruthy()
    expect(within(status).getByText('Saved')).toBeTruthy()
    expect(within(status).queryByText('Could not save')).toBeNull()
  })

  it('closes a notification with its dismiss button', async () => {
    const user = userEvent.setup()
    render(<Toaster />)
    act(() => {
      notify({ type: 'info', message: 'Hello' })
    })
    await user.click(screen.getByRole('button', { name: m.notification_dismiss() }))
    expect(screen.queryByText('Hello')).toBeNull()
  })

  it('removes a toast after 3 s', () => {
    vi.useFakeTimers()
    render(<Toaster />)
    act(() => {
      toast({ type: 'success', message: 'Key deleted' })
    })
    expect(screen.getByText('Key deleted')).toBeTruthy()
    act(() => vi.advanceTimersByTime(TOAST_DURATION_MS))
    expect(screen.queryByText('Key deleted')).toBeNull()
  })

  it('is a labelled region of the page', () => {
    render(<Toaster />)
    expect(screen.getByRole('region', { name: m.notification_region_label() })).toBeTruthy()
  })
})

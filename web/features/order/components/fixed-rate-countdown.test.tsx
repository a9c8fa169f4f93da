import { act, cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { m } from '@/paraglide/messages.js'
import { FixedRateCountdown } from './fixed-rate-countdown'

afterEach(() => {
  cleanup()
  vi.useRealTimers()
})

describe('FixedRateCountdown', () => {
  it('counts down to fixedRateExpiresAt every second, then says the fixed rate is over', () => {
    vi.useFakeTimers({ now: new Date('2026-11-21T10:00:00Z') })
    render(<FixedRateCountdown expiresAt="2026-11-21T10:01:05Z" />)
    expect(screen.getByRole('timer').textContent).toBe('1:05')
    // The live region is there, empty, before the end, so that the end is announced.
    const status = screen.getByRole('status')
    expect(status.textContent).toBe('')
    act(() => vi.advanceTimersByTime(1000))
    expect(screen.getByRole('timer').textContent).toBe('1:04')
    act(() => vi.advanceTimersByTime(63_000))
    expect(screen.getByRole('timer').textContent).toBe('0:01')
    act(() => vi.advanceTimersByTime(1000))
    expect(screen.queryByRole('timer')).toBeNull()
    expect(screen.getByRole('status')).toBe(status)
    expect(status.textContent).toBe(m.order_fixed_rate_expired())
    // The clock stops once the time is over.
    expect(vi.getTimerCount()).toBe(0)
  })

  it('shows hours for a long fixed-rate window', () => {
    vi.useFakeTimers({ now: new Date('2026-11-21T10:00:00Z') })
    render(<FixedRateCountdown expiresAt="2026-11-21T11:02:03Z" />)
    expect(screen.getByRole('timer').textContent).toBe('1:02:03')
  })
})

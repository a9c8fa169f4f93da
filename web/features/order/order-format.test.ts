import { describe, expect, it } from 'vitest'
import { instrumentLabel } from '@/lib/instrument-label'
import { formatCountdown, orderAmount } from './order-format'

describe('order formatting', () => {
  it('shows amounts to 8 decimals with trailing zeros trimmed (spec §9, §5)', () => {
    expect(orderAmount(0.0123456789)).toBe('0.01234567')
    expect(orderAmount(0.1)).toBe('0.1')
    expect(orderAmount(100)).toBe('100')
  })

  it('names an instrument with its network when they differ, on one line', () => {
    expect(instrumentLabel({ currencyTitle: 'USDT', networkTitle: 'TRC20' })).toBe('USDT\u00a0(TRC20)')
    expect(instrumentLabel({ currencyTitle: 'BTC', networkTitle: 'BTC' })).toBe('BTC')
  })

  it('formats a countdown as m:ss or h:mm:ss', () => {
    expect(formatCountdown(20 * 60_000)).toBe('20:00')
    expect(formatCountdown(61_000)).toBe('1:01')
    expect(formatCountdown(500)).toBe('0:01')
    expect(formatCountdown(3_723_000)).toBe('1:02:03')
    expect(formatCountdown(-5)).toBe('0:00')
  })
})

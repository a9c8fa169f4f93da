import { describe, expect, it } from 'vitest'
import { instrumentLabel } from '@/domain/instrument-label'
import { setLocale } from '@/paraglide/runtime.js'
import { formatCountdown, orderAmount, orderAmountPlain } from './order-format'

describe('order formatting', () => {
  it('shows amounts to 8 decimals with trailing zeros trimmed (docs/product.md §9, §5)', () => {
    expect(orderAmount(0.0123456789)).toBe('0.01234567')
    expect(orderAmount(0.1)).toBe('0.1')
    expect(orderAmount(100)).toBe('100')
  })

  it('writes an amount for the clipboard with a dot and no grouping, in every locale', () => {
    for (const locale of ['en', 'ru'] as const) {
      setLocale(locale, { reload: false })
      expect(orderAmountPlain(2500.75)).toBe('2500.75')
      expect(orderAmountPlain(1234567.0123456789)).toBe('1234567.01234567')
      expect(orderAmountPlain(0.0000001)).toBe('0.0000001')
    }
    setLocale('en', { reload: false })
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

import { describe, expect, it } from 'vitest'
import { formatUsdPrice, formatUsdTick, stepDecimals } from './price-format'

describe('USD prices', () => {
  it('shows four significant digits, at least cents', () => {
    expect(formatUsdPrice(64512.3312, 'en')).toBe('$64,512.33')
    expect(formatUsdPrice(0.00002134, 'en')).toBe('$0.00002134')
  })

  it('writes an axis tick with the decimals its step needs, no more', () => {
    expect(stepDecimals(1000)).toBe(0)
    expect(stepDecimals(2.5)).toBe(1)
    expect(stepDecimals(0.25)).toBe(2)
    expect(stepDecimals(0.005)).toBe(3)
    expect(stepDecimals(0.0000002)).toBe(7)
    expect(formatUsdTick(69000, 1000, 'en')).toBe('$69,000')
    expect(formatUsdTick(0.16, 0.005, 'en')).toBe('$0.160')
    expect(formatUsdTick(7.5, 2.5, 'en')).toBe('$7.5')
    expect(formatUsdTick(69000, 1000, 'ru').replace(/\s/g, ' ')).toBe('69 000 $')
  })
})

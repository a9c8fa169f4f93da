import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { LOCALE_META } from '@/config/locales'
import { locales } from '@/paraglide/runtime.js'
import { formatUsdPrice, formatUsdTick, priceDecimals, stepDecimals, USD_AFFIXES } from './price-format'

/** What the prices stand in for: Intl's US dollar format, with the decimals a price or a tick needs. */
const intlFormats = new Map<string, Intl.NumberFormat>()
const intlUsd = (intl: string, minDecimals: number, maxDecimals: number) => {
  const key = `${intl} ${minDecimals} ${maxDecimals}`
  const format =
    intlFormats.get(key) ??
    new Intl.NumberFormat(intl, {
      style: 'currency',
      currency: 'USD',
      minimumFractionDigits: minDecimals,
      maximumFractionDigits: maxDecimals,
    })
  intlFormats.set(key, format)
  return format
}

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

  for (const locale of locales) {
    const { intl } = LOCALE_META[locale]

    it(`writes prices and ticks as Intl's currency format does in ${locale}, without building one`, () => {
      const price = fc.oneof(
        fc.double({ min: 0, max: 1e7, noNaN: true }),
        fc.double({ min: 1e-9, max: 1, noNaN: true }),
        fc.double({ min: -1e6, max: 0, noNaN: true }),
      )
      fc.assert(
        fc.property(price, fc.nat(10), (value, tickDecimals) => {
          const decimals = priceDecimals(value)
          expect(formatUsdPrice(value, locale)).toBe(
            intlUsd(intl, Math.min(2, decimals), decimals).format(value),
          )
          const step = 10 ** -tickDecimals
          expect(formatUsdTick(value, step, locale)).toBe(
            intlUsd(intl, stepDecimals(step), stepDecimals(step)).format(value),
          )
        }),
        { numRuns: 2000 },
      )
    })

    it(`has the dollar sign where Intl puts it in ${locale}`, () => {
      const parts = intlUsd(intl, 2, 2).formatToParts(1234.5)
      const text = parts.map((part) => part.value).join('')
      const number = parts
        .filter((part) => ['integer', 'group', 'decimal', 'fraction'].includes(part.type))
        .map((part) => part.value)
        .join('')
      const { prefix, suffix } = USD_AFFIXES[locale]
      expect(text).toBe(`${prefix}${number}${suffix}`)
    })
  }
})

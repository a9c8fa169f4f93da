import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { LOCALE_META } from '@/config/locales'
import { locales } from '@/paraglide/runtime.js'
import { formatRoundedDecimal } from './rounded-decimal'

describe('formatRoundedDecimal', () => {
  /** What it stands in for: Intl's decimal format with both fraction-digit bounds and its default rounding. */
  const formats = new Map<string, Intl.NumberFormat>()
  const intlRounded = (intl: string, minDecimals: number, maxDecimals: number) => {
    const key = `${intl} ${minDecimals} ${maxDecimals}`
    const format =
      formats.get(key) ??
      new Intl.NumberFormat(intl, { minimumFractionDigits: minDecimals, maximumFractionDigits: maxDecimals })
    formats.set(key, format)
    return format
  }
  const bounds = fc.nat(20).chain((max) => fc.tuple(fc.nat(max), fc.constant(max)))

  for (const locale of locales) {
    const { intl, separators } = LOCALE_META[locale]

    it(`rounds and writes a number as Intl does in ${locale}`, () => {
      fc.assert(
        fc.property(fc.double({ noNaN: true, noDefaultInfinity: true }), bounds, (value, [min, max]) => {
          expect(formatRoundedDecimal(value, min, max, separators)).toBe(
            intlRounded(intl, min, max).format(value),
          )
        }),
        { numRuns: 2000 },
      )
    })

    it(`rounds halves away from zero and carries as Intl does in ${locale}`, () => {
      const halves = fc
        .tuple(
          fc.constantFrom('', '-'),
          fc.stringMatching(/^9{0,6}\d{0,3}$/),
          fc.stringMatching(/^\d{0,4}[59]9{0,6}\d?$/),
        )
        .map(([sign, whole, fraction]) => Number(`${sign}${whole || '0'}.${fraction || '5'}`))
      fc.assert(
        fc.property(halves, bounds, (value, [min, max]) => {
          expect(formatRoundedDecimal(value, min, max, separators)).toBe(
            intlRounded(intl, min, max).format(value),
          )
        }),
        { numRuns: 2000 },
      )
    })
  }

  it('says nothing for what is not a number', () => {
    for (const value of ['', 'abc', Number.NaN, Number.NEGATIVE_INFINITY])
      expect(formatRoundedDecimal(value, 2, 2, LOCALE_META.en.separators)).toBe('')
  })
})

import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { LOCALE_META } from '@/config/locales'
import { locales } from '@/paraglide/runtime.js'
import { formatDecimal } from './decimal-format'

/** What formatDecimal stands in for: Intl's decimal format, digits past maxDecimals cut. */
const intlFormat = (intl: string, maxDecimals: number, useGrouping = true) =>
  new Intl.NumberFormat(intl, {
    minimumFractionDigits: 0,
    maximumFractionDigits: maxDecimals,
    roundingMode: 'trunc',
    signDisplay: 'negative',
    useGrouping,
  } as Intl.NumberFormatOptions)

/** Decimal strings as the API sends them: up to 25 integer and 25 fraction digits, maybe signed or exponent. */
const decimalText = fc
  .tuple(
    fc.constantFrom('', '-', '+'),
    fc.stringMatching(/^\d{1,25}$/),
    fc.option(fc.stringMatching(/^\d{0,25}$/), { nil: undefined }),
    fc.option(fc.integer({ min: -30, max: 30 }), { nil: undefined }),
  )
  .map(([sign, whole, fraction, exponent]) =>
    [
      sign,
      whole,
      fraction === undefined ? '' : `.${fraction}`,
      exponent === undefined ? '' : `e${exponent}`,
    ].join(''),
  )

describe('formatDecimal', () => {
  for (const locale of locales) {
    const { intl, separators } = LOCALE_META[locale]

    it(`writes a number as Intl does in ${locale}`, () => {
      fc.assert(
        fc.property(fc.double({ noNaN: true, noDefaultInfinity: true }), fc.nat(20), (value, maxDecimals) => {
          expect(formatDecimal(value, maxDecimals, separators)).toBe(
            intlFormat(intl, maxDecimals).format(value),
          )
        }),
        { numRuns: 2000 },
      )
    })

    it(`writes a decimal string exactly as Intl does in ${locale}`, () => {
      fc.assert(
        fc.property(decimalText, fc.nat(20), (text, maxDecimals) => {
          expect(formatDecimal(text, maxDecimals, separators)).toBe(
            intlFormat(intl, maxDecimals).format(text as `${number}`),
          )
        }),
        { numRuns: 2000 },
      )
    })

    it(`has the separators Intl uses in ${locale}`, () => {
      const parts = new Intl.NumberFormat(intl).formatToParts(12345.5)
      expect(separators.decimal).toBe(parts.find((part) => part.type === 'decimal')?.value)
      expect(separators.group).toBe(parts.find((part) => part.type === 'group')?.value)
    })
  }

  it('writes plain digits without grouping, as Intl does with useGrouping off', () => {
    const plain = { decimal: '.', group: null }
    fc.assert(
      fc.property(
        fc.double({ min: 0, noNaN: true, noDefaultInfinity: true }),
        fc.nat(20),
        (value, maxDecimals) => {
          expect(formatDecimal(value, maxDecimals, plain)).toBe(
            intlFormat('en-US', maxDecimals, false).format(value),
          )
        },
      ),
      { numRuns: 1000 },
    )
  })

  it('says nothing for what is not a number', () => {
    const separators = LOCALE_META.en.separators
    for (const value of ['', 'abc', '1.2.3', '--1', '1e', Number.NaN, Number.POSITIVE_INFINITY, '1e99999'])
      expect(formatDecimal(value, 8, separators)).toBe('')
  })
})

import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { LOCALE_META } from '@/config/locales'
import { locales } from '@/paraglide/runtime.js'
import { type DateStyle, writeDate } from './date-format'

const INTL_STYLES: Record<DateStyle, Intl.DateTimeFormatOptions> = {
  date: { dateStyle: 'medium' },
  dateTime: { dateStyle: 'medium', timeStyle: 'short' },
  time: { timeStyle: 'short' },
  dayMonth: { month: 'short', day: 'numeric' },
  monthYear: { month: 'short', year: 'numeric' },
}

/** ICU versions differ in the space before AM/PM (a narrow no-break space since ICU 72, a space in some later). */
const spaces = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ')

describe('writeDate', () => {
  it('keeps an English time with its AM/PM, so a narrow column never breaks "5:04" from "PM"', () => {
    expect(writeDate(new Date('2026-11-29T17:04:00Z'), 'dateTime', 'en', true)).toBe(
      'Nov 29, 2026, 5:04\u00a0PM',
    )
  })

  it('writes what Intl.DateTimeFormat writes, in every locale and style', () => {
    const someDate = fc.date({
      min: new Date('1970-01-01T00:00:00Z'),
      max: new Date('2100-12-31T23:59:59Z'),
      noInvalidDate: true,
    })
    fc.assert(
      fc.property(
        someDate,
        fc.constantFrom(...(Object.keys(INTL_STYLES) as DateStyle[])),
        fc.constantFrom(...locales),
        (date, style, locale) => {
          const intl = new Intl.DateTimeFormat(LOCALE_META[locale].intl, {
            ...INTL_STYLES[style],
            timeZone: 'UTC',
          })
          expect(spaces(writeDate(date, style, locale, true))).toBe(spaces(intl.format(date)))
        },
      ),
      { numRuns: 600 },
    )
  })

  it('writes every month, midnight and noon as Intl does', () => {
    for (const locale of locales) {
      for (const style of ['dateTime', 'dayMonth', 'monthYear'] as const) {
        const intl = new Intl.DateTimeFormat(LOCALE_META[locale].intl, {
          ...INTL_STYLES[style],
          timeZone: 'UTC',
        })
        for (let month = 0; month < 12; month++) {
          for (const hour of [0, 11, 12, 23]) {
            const date = new Date(Date.UTC(2026, month, 9, hour, 5))
            expect(spaces(writeDate(date, style, locale, true))).toBe(spaces(intl.format(date)))
          }
        }
      }
    }
  })

  it('writes the visitor’s clock unless asked for UTC', () => {
    const date = new Date(2026, 10, 27, 23, 59)
    expect(writeDate(date, 'time', 'ru')).toBe('23:59')
    expect(writeDate(date, 'date', 'en')).toBe('Nov 27, 2026')
  })
})

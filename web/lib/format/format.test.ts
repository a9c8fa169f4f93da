import { describe, expect, it } from 'vitest'
import { formatAmount, formatDate, formatFiat, numberFormat, relativeTimeFormat } from './format'

/** Intl uses (narrow) no-break spaces as group separators in ru; compare with plain spaces. */
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ')

describe('formatAmount', () => {
  it('trims trailing zeros', () => {
    expect(formatAmount('0.10000000', 8, { locale: 'en' })).toBe('0.1')
    expect(formatAmount(2, 8, { locale: 'en' })).toBe('2')
    expect(formatAmount('500.000', 2, { locale: 'en' })).toBe('500')
  })

  it('cuts (does not round) digits past maxDecimals', () => {
    expect(formatAmount('0.123456789', 8, { locale: 'en' })).toBe('0.12345678')
    expect(formatAmount(1.999, 2, { locale: 'en' })).toBe('1.99')
    expect(formatAmount('0.000000001', 8, { locale: 'en' })).toBe('0')
    expect(formatAmount('-0.000000001', 8, { locale: 'en' })).toBe('0')
  })

  it('keeps decimal strings exact beyond float precision', () => {
    expect(formatAmount('123456789012345678.12345678', 8, { locale: 'en' })).toBe(
      '123,456,789,012,345,678.12345678',
    )
  })

  it('uses the locale separators', () => {
    expect(plain(formatAmount('12345.5', 8, { locale: 'ru' }))).toBe('12 345,5')
    expect(formatAmount('12345.5', 8, { locale: 'en' })).toBe('12,345.5')
  })

  it('returns an empty string for values that are not numbers', () => {
    expect(formatAmount('abc', 8, { locale: 'en' })).toBe('')
    expect(formatAmount('', 8, { locale: 'en' })).toBe('')
    expect(formatAmount(Number.NaN, 8, { locale: 'en' })).toBe('')
    expect(formatAmount(Number.POSITIVE_INFINITY, 8, { locale: 'en' })).toBe('')
  })

  it('treats a negative maxDecimals as zero', () => {
    expect(formatAmount('12.9', -1, { locale: 'en' })).toBe('12')
  })
})

describe('formatFiat', () => {
  it('formats a currency per locale', () => {
    expect(formatFiat(1234.5, 'usd', { locale: 'en' })).toBe('$1,234.50')
    expect(plain(formatFiat('1234.5', 'USD', { locale: 'ru' }))).toBe('1 234,50 $')
  })

  it('returns an empty string for values that are not numbers', () => {
    expect(formatFiat('n/a', 'USD', { locale: 'en' })).toBe('')
  })
})

describe('formatDate', () => {
  const iso = '2024-03-05T10:20:00Z'

  it('formats date and time per locale', () => {
    expect(plain(formatDate(iso, 'dateTime', { locale: 'en', timeZone: 'UTC' }))).toBe(
      'Mar 5, 2024, 10:20 AM',
    )
    expect(plain(formatDate(iso, 'date', { locale: 'ru', timeZone: 'UTC' }))).toBe('5 мар. 2024 г.')
    expect(formatDate(new Date(iso), 'time', { locale: 'ru', timeZone: 'UTC' })).toBe('10:20')
  })

  it('accepts epoch milliseconds', () => {
    expect(formatDate(Date.parse(iso), 'date', { locale: 'en', timeZone: 'UTC' })).toBe('Mar 5, 2024')
  })

  it('returns an empty string for an invalid date', () => {
    expect(formatDate('not a date', 'date', { locale: 'en' })).toBe('')
  })
})

describe('numberFormat and relativeTimeFormat', () => {
  it('make one formatter for each locale and options, and write in that locale', () => {
    const percent = numberFormat({ style: 'percent' }, 'en')
    expect(numberFormat({ style: 'percent' }, 'en')).toBe(percent)
    expect(numberFormat({ style: 'percent', maximumFractionDigits: 1 }, 'en')).not.toBe(percent)
    expect(numberFormat({ style: 'percent' }, 'ru')).not.toBe(percent)
    expect(percent.format(0.5)).toBe('50%')
    expect(plain(numberFormat({ style: 'percent' }, 'ru').format(0.5))).toBe('50 %')

    const ago = relativeTimeFormat({ numeric: 'auto' }, 'en')
    expect(relativeTimeFormat({ numeric: 'auto' }, 'en')).toBe(ago)
    expect(ago.format(-1, 'day')).toBe('yesterday')
    expect(relativeTimeFormat({ numeric: 'auto' }, 'ru').format(-1, 'day')).toBe('вчера')
  })
})

import { describe, expect, it } from 'vitest'
import { sampleTickLabels, timeTickLabel, timeTickStyle } from './chart-time-axis'

const DAY_S = 86_400

describe('the price chart time axis', () => {
  it('writes hours on a day, days up to 90 days and months on a year', () => {
    expect(timeTickStyle(DAY_S)).toBe('time')
    expect(timeTickStyle(7 * DAY_S)).toBe('dayMonth')
    expect(timeTickStyle(90 * DAY_S)).toBe('dayMonth')
    expect(timeTickStyle(365 * DAY_S)).toBe('monthYear')
  })

  it('writes a tick in the locale, without the year a day or month tick does not need', () => {
    const seconds = new Date(2026, 10, 22, 14, 0).getTime() / 1000
    expect(timeTickLabel(seconds, 'dayMonth', 'en')).toBe('Nov 22')
    expect(timeTickLabel(seconds, 'dayMonth', 'ru')).toBe('22 нояб.')
    expect(timeTickLabel(seconds, 'monthYear', 'ru')).toBe('нояб. 2026 г.')
    expect(timeTickLabel(seconds, 'time', 'en')).toBe('2:00\u00a0PM')
    expect(timeTickLabel(seconds, 'time', 'ru')).toBe('14:00')
  })

  it('samples the longest labels a style writes', () => {
    expect(sampleTickLabels('monthYear', 'ru')).toContain('сент. 2026 г.')
    expect(sampleTickLabels('time', 'en')).toContain('10:00\u00a0PM')
    expect(sampleTickLabels('dayMonth', 'en')).toHaveLength(12)
  })
})

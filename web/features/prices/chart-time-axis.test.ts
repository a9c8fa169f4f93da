import { describe, expect, it } from 'vitest'
import {
  minTickStepSeconds,
  sampleTickLabels,
  timeTickLabel,
  timeTickLabels,
  timeTickStyle,
} from './chart-time-axis'

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

  it('writes a year’s months alone, with the year on a second line at the first tick and where it changes', () => {
    const ticks = [
      [2025, 11],
      [2026, 2],
      [2026, 5],
      [2026, 8],
      [2027, 0],
    ].map(([year, month]) => new Date(year ?? 0, month ?? 0, 1).getTime() / 1000)
    expect(timeTickLabels(ticks, 'monthYear', 'en')).toEqual([
      'Dec\n2025',
      'Mar\n2026',
      'Jun',
      'Sep',
      'Jan\n2027',
    ])
    expect(timeTickLabels(ticks, 'monthYear', 'ru')).toEqual([
      'дек.\n2025',
      'март\n2026',
      'июнь',
      'сент.',
      'янв.\n2027',
    ])
  })

  it('writes a few months’ days alone, with the month on a second line at the first tick and where it changes', () => {
    const ticks = [24, 27, 30, 33].map((day) => new Date(2026, 10, day).getTime() / 1000)
    expect(timeTickLabels(ticks, 'dayMonth', 'en')).toEqual(['24\nNov', '27', '30', '3\nDec'])
    expect(timeTickLabels(ticks, 'dayMonth', 'ru')).toEqual(['24\nнояб.', '27', '30', '3\nдек.'])
    expect(timeTickLabels(ticks.slice(0, 1), 'time', 'ru')).toEqual(['00:00'])
  })

  it('keeps the label lines of months and years short, so a phone’s chart has room for several (not "сент. 2026 г.")', () => {
    for (const locale of ['en', 'ru'] as const) {
      for (const style of ['dayMonth', 'monthYear'] as const) {
        const lines = sampleTickLabels(style, locale).flatMap((label) => label.split('\n'))
        expect(Math.max(...lines.map((line) => line.length))).toBeLessThanOrEqual(5)
      }
    }
  })

  it('samples the longest labels a style writes', () => {
    expect(sampleTickLabels('monthYear', 'ru')).toContain('сент.\n2026')
    expect(sampleTickLabels('time', 'en')).toContain('10:00\u00a0PM')
    expect(sampleTickLabels('dayMonth', 'en')).toHaveLength(12)
  })

  it('never steps a day’s ticks by less than a day, nor a month’s by less than a month (no day written twice)', () => {
    expect(minTickStepSeconds('time')).toBe(0)
    expect(minTickStepSeconds('dayMonth')).toBe(DAY_S)
    expect(minTickStepSeconds('monthYear')).toBeGreaterThan(15 * DAY_S)
    expect(minTickStepSeconds('monthYear')).toBeLessThanOrEqual(28 * DAY_S)
  })
})

import { type DateStyle, writeDate } from '@/lib/format/date-format'
import { getLocale, type Locale } from '@/paraglide/runtime.js'

const DAY_S = 86_400

/** What the price chart's time axis writes at its ticks, from the span it shows (seconds). */
export type TimeTickStyle = Extract<DateStyle, 'time' | 'dayMonth' | 'monthYear'>

/** Hours for a day's chart, days up to a few months (Nov 22), months beyond (Mar 2026). */
export function timeTickStyle(spanSeconds: number): TimeTickStyle {
  if (spanSeconds <= 2 * DAY_S) return 'time'
  if (spanSeconds <= 120 * DAY_S) return 'dayMonth'
  return 'monthYear'
}

/**
 * The least step between two ticks that a style's labels tell apart: a day for days, a month (uPlot's 30 days; the 28
 * here rules out its 15-day step) for months. Hours may step by minutes.
 */
export function minTickStepSeconds(style: TimeTickStyle): number {
  return style === 'dayMonth' ? DAY_S : style === 'monthYear' ? 28 * DAY_S : 0
}

/** A tick of the time axis (epoch seconds, as uPlot's time scale counts) on the visitor's clock. */
export function timeTickLabel(seconds: number, style: TimeTickStyle, locale: Locale = getLocale()): string {
  return writeDate(new Date(seconds * 1000), style, locale)
}

/**
 * A day's or a month's label as two lines: the day and its month ("24", "Nov"; "24", "нояб."), or the month and its
 * year ("Sep", "2026"; "сент.", "2026", not "2026 г."), each short enough for a phone's axis.
 */
function labelLines(date: Date, style: Exclude<TimeTickStyle, 'time'>, locale: Locale): [string, string] {
  if (style === 'dayMonth') {
    const day = String(date.getDate())
    return [day, writeDate(date, 'dayMonth', locale).replace(day, '').trim()]
  }
  const year = String(date.getFullYear())
  const text = writeDate(date, 'monthYear', locale)
  return [text.slice(0, text.indexOf(year)).trim(), year]
}

/** The labels of a time axis's ticks (epoch seconds). */
export function timeTickLabels(ticks: readonly number[], style: TimeTickStyle, locale: Locale = getLocale()) {
  if (style === 'time') return ticks.map((tick) => timeTickLabel(tick, style, locale))
  let previous: string | undefined
  return ticks.map((tick) => {
    const [first, second] = labelLines(new Date(tick * 1000), style, locale)
    const label = second === previous ? first : `${first}\n${second}`
    previous = second
    return label
  })
}

/**
 * Labels of every length a style writes in the locale (each month, with its second line; two-digit days and hours,
 * AM and PM), so the chart can space its ticks for the widest line before it knows which ticks it draws.
 */
export function sampleTickLabels(style: TimeTickStyle, locale: Locale = getLocale()): string[] {
  const dates = Array.from({ length: 12 }, (_, month) => [
    new Date(2026, month, 28, 10, 0),
    new Date(2026, month, 28, 22, 0),
  ]).flat()
  const labels = dates.map((date) =>
    style === 'time' ? writeDate(date, style, locale) : labelLines(date, style, locale).join('\n'),
  )
  return [...new Set(labels)]
}

import { type DateStyle, writeDate } from '@/lib/date-format'
import { getLocale, type Locale } from '@/paraglide/runtime.js'

const DAY_S = 86_400

/** What the price chart's time axis writes at its ticks, from the span it shows (seconds). */
export type TimeTickStyle = Extract<DateStyle, 'time' | 'dayMonth' | 'monthYear'>

/** Hours for a day's chart, days up to a few months ("Nov 22"), months beyond ("Mar 2026"). */
export function timeTickStyle(spanSeconds: number): TimeTickStyle {
  if (spanSeconds <= 2 * DAY_S) return 'time'
  if (spanSeconds <= 120 * DAY_S) return 'dayMonth'
  return 'monthYear'
}

/** A tick of the time axis (epoch seconds, as uPlot's time scale counts) on the visitor's clock. */
export function timeTickLabel(seconds: number, style: TimeTickStyle, locale: Locale = getLocale()): string {
  return writeDate(new Date(seconds * 1000), style, locale)
}

/**
 * Labels of every length a style writes in the locale (each month; two-digit days and hours, AM and PM), so the
 * chart can space its ticks for the widest one before it knows which ticks it draws.
 */
export function sampleTickLabels(style: TimeTickStyle, locale: Locale = getLocale()): string[] {
  const dates = Array.from({ length: 12 }, (_, month) => [
    new Date(2026, month, 28, 10, 0),
    new Date(2026, month, 28, 22, 0),
  ]).flat()
  return [...new Set(dates.map((date) => writeDate(date, style, locale)))]
}

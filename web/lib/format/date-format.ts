/**
 * Dates as `Intl.DateTimeFormat` writes them, without loading ICU's calendar data on a page's first render, and the
 * same in Node's pre-render and every browser (docs/decisions/004-amounts-without-intl.md).
 */
import type { Locale } from '@/paraglide/runtime.js'

export type DateStyle = 'date' | 'dateTime' | 'time' | 'dayMonth' | 'monthYear'

type DateParts = { year: number; month: number; day: number; hour: number; minute: number }

type LocaleDates = Record<Exclude<DateStyle, 'dateTime'>, (parts: DateParts) => string>

const twoDigits = (value: number) => String(value).padStart(2, '0')

const EN_MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec']
const RU_MONTHS = [
  'янв.',
  'февр.',
  'мар.',
  'апр.',
  'мая',
  'июн.',
  'июл.',
  'авг.',
  'сент.',
  'окт.',
  'нояб.',
  'дек.',
]
const RU_MONTHS_STANDALONE = [
  'янв.',
  'февр.',
  'март',
  'апр.',
  'май',
  'июнь',
  'июль',
  'авг.',
  'сент.',
  'окт.',
  'нояб.',
  'дек.',
]

const LOCALE_DATES: Record<Locale, LocaleDates> = {
  en: {
    date: ({ year, month, day }) => `${EN_MONTHS[month]} ${day}, ${year}`,
    // A no-break space, as ICU writes it: a narrow column must not break "5:04" from "PM".
    time: ({ hour, minute }) => `${hour % 12 || 12}:${twoDigits(minute)}\u00a0${hour < 12 ? 'AM' : 'PM'}`,
    dayMonth: ({ month, day }) => `${EN_MONTHS[month]} ${day}`,
    monthYear: ({ year, month }) => `${EN_MONTHS[month]} ${year}`,
  },
  ru: {
    date: ({ year, month, day }) => `${day} ${RU_MONTHS[month]} ${year} г.`,
    time: ({ hour, minute }) => `${twoDigits(hour)}:${twoDigits(minute)}`,
    dayMonth: ({ month, day }) => `${day} ${RU_MONTHS[month]}`,
    monthYear: ({ year, month }) => `${RU_MONTHS_STANDALONE[month]} ${year} г.`,
  },
}

/** The parts of `date` on the visitor's clock, or in UTC. */
function partsOf(date: Date, utc: boolean): DateParts {
  return utc
    ? {
        year: date.getUTCFullYear(),
        month: date.getUTCMonth(),
        day: date.getUTCDate(),
        hour: date.getUTCHours(),
        minute: date.getUTCMinutes(),
      }
    : {
        year: date.getFullYear(),
        month: date.getMonth(),
        day: date.getDate(),
        hour: date.getHours(),
        minute: date.getMinutes(),
      }
}

/** A valid date in `locale`'s style, on the visitor's clock or in UTC (years 1000–9999). */
export function writeDate(date: Date, style: DateStyle, locale: Locale, utc = false): string {
  const parts = partsOf(date, utc)
  const dates = LOCALE_DATES[locale]
  if (style === 'dateTime') return `${dates.date(parts)}, ${dates.time(parts)}`
  return dates[style](parts)
}

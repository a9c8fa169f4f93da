/**
 * Dates as text without `Intl.DateTimeFormat`: exactly what it writes in the site's locales for `dateStyle:
 * 'medium'`, `timeStyle: 'short'` and both, and for a short month with the day or with the year (a chart's axis). The first DateTimeFormat a page builds loads ICU's calendar data: on
 * the order page, 118 ms of its first render's task at Lighthouse's 4× CPU, the render's largest part; blog posts
 * and docs pages pay it while they hydrate. As with amounts (lib/format/decimal-format.ts), date-format.test.ts checks
 * every style and locale against Intl (docs/decisions/004-amounts-without-intl.md). The same text in Node's
 * pre-render and in every browser, whatever ICU each carries.
 */
import type { Locale } from '@/paraglide/runtime.js'

/** 'dayMonth' and 'monthYear' are Intl's `{ month: 'short', day: 'numeric' }` and `{ month: 'short', year: 'numeric' }`. */
export type DateStyle = 'date' | 'dateTime' | 'time' | 'dayMonth' | 'monthYear'

/** The parts of a date a locale writes: month 0–11, hour 0–23. */
type DateParts = { year: number; month: number; day: number; hour: number; minute: number }

type LocaleDates = Record<Exclude<DateStyle, 'dateTime'>, (parts: DateParts) => string>

const twoDigits = (value: number) => String(value).padStart(2, '0')

const EN_MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec']
/** Russian months in the genitive ("5 мая"), abbreviated as CLDR does. */
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
/** Russian months on their own ("май 2026 г."), abbreviated as CLDR does. */
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

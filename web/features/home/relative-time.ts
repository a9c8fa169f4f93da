import { relativeTimeFormat } from '@/lib/format/format'

const UNITS: ReadonlyArray<[Intl.RelativeTimeFormatUnit, number]> = [
  ['day', 86_400],
  ['hour', 3_600],
  ['minute', 60],
]

/** How long ago a moment was, in the locale's words ('3 minutes ago', '3 минуты назад'); under a minute is 'now'. */
export function timeAgo(iso: string, now: number = Date.now()): string {
  const seconds = Math.max(0, (now - Date.parse(iso)) / 1000)
  const format = relativeTimeFormat({ numeric: 'auto' })
  for (const [unit, size] of UNITS) {
    if (seconds >= size) return format.format(-Math.floor(seconds / size), unit)
  }
  return format.format(0, 'second')
}

import { intlLocale } from '@/lib/format'

const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ'
/** Region codes Intl names that are not issuing countries (EU, UN, the eurozone, private-use and unknown). */
const NOT_COUNTRIES = new Set(['EU', 'EZ', 'UN', 'QO', 'XA', 'XB', 'ZZ'])

/**
 * The ISO 3166-1 alpha-2 issuing countries with their names in the user's language, sorted by name: every code
 * Intl.DisplayNames knows, so no country list is kept here.
 */
export function issuingCountries(): { code: string; name: string }[] {
  const locale = intlLocale()
  const names = new Intl.DisplayNames([locale], { type: 'region', fallback: 'none' })
  const countries: { code: string; name: string }[] = []
  for (const a of LETTERS)
    for (const b of LETTERS) {
      const code = a + b
      const name = NOT_COUNTRIES.has(code) ? undefined : names.of(code)
      if (name) countries.push({ code, name })
    }
  return countries.sort((x, y) => x.name.localeCompare(y.name, locale))
}

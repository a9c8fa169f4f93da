import { intlLocale } from '@/lib/format/format'

const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ'
/**
 * Codes Intl names that ISO 3166-1 does not assign to a country: the exceptionally reserved ones (AC, CP, CQ, DG,
 * EA, EU, EZ, IC, TA, UN: islands, unions, the eurozone) and the user-assigned ones (AA, QM–QZ, XA–XZ, ZZ) but
 * XK: Kosovo issues passports and identity cards under it, and identity-check providers take it.
 */
const NOT_COUNTRIES = /^(?:AC|CP|CQ|DG|EA|EU|EZ|IC|TA|UN|AA|Q[M-Z]|X[A-JL-Z]|ZZ)$/

/**
 * An obsolete or alias code (DD, SU, UK, YU…) canonicalises to the current one (DE, RU, GB, RS): keeping it would
 * list the country twice, and the first copy would send the obsolete code.
 */
const isCurrent = (code: string) => new Intl.Locale(`und-${code}`).region === code

/**
 * The ISO 3166-1 alpha-2 issuing countries, each once, with their names in the user's language, sorted by name:
 * the current codes Intl.DisplayNames knows, so no country list is kept here.
 */
export function issuingCountries(): { code: string; name: string }[] {
  const locale = intlLocale()
  const names = new Intl.DisplayNames([locale], { type: 'region', fallback: 'none' })
  const countries: { code: string; name: string }[] = []
  for (const a of LETTERS)
    for (const b of LETTERS) {
      const code = a + b
      const name = NOT_COUNTRIES.test(code) || !isCurrent(code) ? undefined : names.of(code)
      if (name) countries.push({ code, name })
    }
  return countries.sort((x, y) => x.name.localeCompare(y.name, locale))
}

import { afterEach, describe, expect, it } from 'vitest'
import { setLocale } from '@/paraglide/runtime.js'
import { issuingCountries } from './countries'

afterEach(() => setLocale('en', { reload: false }))

describe('the issuing countries', () => {
  it.each(['en', 'ru'] as const)('lists each country once (%s)', (locale) => {
    setLocale(locale, { reload: false })
    const countries = issuingCountries()
    const names = countries.map((country) => country.name)
    expect(names.filter((name, i) => names.indexOf(name) !== i)).toEqual([])
    expect(new Set(countries.map((country) => country.code)).size).toBe(countries.length)
  })

  it('offers the current code of a renamed or split country, never the obsolete one', () => {
    const codes = issuingCountries().map((country) => country.code)
    expect(codes).toEqual(expect.arrayContaining(['DE', 'GB', 'RU', 'RS', 'MM', 'CD', 'CW', 'BJ', 'ZW']))
    for (const obsolete of ['DD', 'SU', 'UK', 'YU', 'CS', 'BU', 'ZR', 'AN', 'DY', 'FX', 'HV', 'RH', 'TP'])
      expect(codes).not.toContain(obsolete)
  })

  it('leaves out what is not a country: reserved islands, unions and user-assigned codes', () => {
    const codes = issuingCountries().map((country) => country.code)
    for (const code of ['AC', 'CP', 'CQ', 'DG', 'EA', 'EU', 'EZ', 'IC', 'TA', 'UN', 'QO', 'XA', 'XB', 'ZZ'])
      expect(codes).not.toContain(code)
  })

  it('has the 249 countries of ISO 3166-1, and Kosovo (XK), whose documents people verify with', () => {
    const codes = issuingCountries().map((country) => country.code)
    expect(codes).toHaveLength(250)
    expect(codes).toContain('XK')
  })
})

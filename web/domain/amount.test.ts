import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import type { Locale } from '@/paraglide/runtime.js'
import { editableAmount, parseAmount, plainAmount, readAmount } from './amount'

/** Strings made mostly of what people type or paste into an amount field. */
const typed = fc.string({
  unit: fc.constantFrom(...'0123456789.,., 0 \t\nabcXYZ-+e$₽\u00a0\u200b١'.split('')),
  maxLength: 24,
})
const locale = fc.constantFrom<Locale>('en', 'ru')

/** A decimal string's value as comparable text: no leading or trailing zeros ('007.50' → '7.5', '0.' → '0'). */
function canonical(decimal: string): string {
  const [whole = '', fraction = ''] = decimal.split('.')
  const int = whole.replace(/^0+/, '') || '0'
  const frac = fraction.replace(/0+$/, '')
  return frac ? `${int}.${frac}` : int
}

/**
 * What a person can have meant by `text` in `locale`, as canonical decimals. Whitespace and invisible characters
 * mean nothing. A plain decimal means itself, with a dot or a comma as its one decimal separator; where the locale
 * groups digits with commas (en), digits grouped in threes by commas (the first group not starting with 0),
 * optionally followed by a dot and decimals, mean the number without the commas. Nothing else means a number.
 * Written apart from readAmount, as the definition the property checks it against.
 */
function meanings(text: string, lang: Locale): Set<string> {
  const compact = text.replace(/[\s\p{Cc}\p{Cf}]/gu, '')
  const found = new Set<string>()
  if (/^\d*[.,]?\d*$/.test(compact) && /\d/.test(compact)) found.add(canonical(compact.replace(',', '.')))
  if (lang === 'en' && /^[1-9]\d{0,2}(,\d{3})+(\.\d*)?$/.test(compact))
    found.add(canonical(compact.replace(/,/g, '')))
  return found
}

describe('readAmount: the number the person meant, or a refusal', () => {
  it('never turns what was typed into another number: the amount is what was meant, or it is refused', () => {
    fc.assert(
      fc.property(typed, locale, (text, lang) => {
        const read = readAmount(text, lang)
        const meant = meanings(text, lang)
        if (read.problem) return read.amount === ''
        if (read.amount === '' || parseAmount(read.amount) === null)
          // Nothing, or zero: the form has no amount to use (it says so on submit).
          return [...meant].every((value) => value === '0')
        return meant.size === 1 && meant.has(canonical(read.amount))
      }),
      { numRuns: 2000 },
    )
  })

  it('takes every number whose meaning is clear, unchanged', () => {
    fc.assert(
      fc.property(typed, locale, (text, lang) => {
        const meant = meanings(text, lang)
        if (meant.size !== 1) return true
        const read = readAmount(text, lang)
        return read.problem === null && canonical(read.amount) === [...meant][0]
      }),
      { numRuns: 2000 },
    )
  })

  it('keeps a plain decimal the same number, in either locale, with either separator', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: 10n ** 12n }), fc.nat(99999999), locale, (whole, part, lang) => {
        const text = `${whole}.${part}`
        return (
          canonical(readAmount(text, lang).amount) === canonical(text) &&
          (lang === 'en' || canonical(readAmount(text.replace('.', ','), lang).amount) === canonical(text))
        )
      }),
    )
  })

  it('refuses an exponent, a sign, letters and other scripts’ digits with the plain-number problem', () => {
    for (const text of ['1e-5', '1e5', '-5', '+5', '12abc', '$100', '١٢٣', '0x10', 'Infinity'])
      for (const lang of ['en', 'ru'] as const)
        expect(readAmount(text, lang), `${text} (${lang})`).toEqual({
          amount: '',
          problem: { kind: 'not-plain' },
          text,
        })
  })

  it('reads digits grouped in the locale’s style, and refuses a comma that could be either', () => {
    expect(readAmount('1,000.50', 'en')).toMatchObject({ amount: '1000.50', problem: null })
    expect(readAmount('12,345,678', 'en')).toMatchObject({ amount: '12345678', problem: null })
    expect(readAmount('1 000,50', 'ru')).toMatchObject({ amount: '1000.50', problem: null })
    expect(readAmount('1\u00a0000,50', 'ru')).toMatchObject({ amount: '1000.50', problem: null })
    expect(readAmount('1\u202f000', 'ru')).toMatchObject({ amount: '1000', problem: null })
    expect(readAmount('1,000', 'en').problem).toEqual({ kind: 'not-plain' })
    expect(readAmount('1,000', 'ru')).toMatchObject({ amount: '1.000', problem: null })
    for (const text of ['1,000.50', '1.000,50', '1.2.3', '1,00,0'])
      expect(readAmount(text, 'ru').problem, text).toEqual({ kind: 'not-plain' })
    for (const text of ['1.000,50', '1.2.3', '1,00,0', '0,500.5'])
      expect(readAmount(text, 'en').problem, text).toEqual({ kind: 'not-plain' })
  })

  it('follows the typing rules: whitespace goes, a comma is a decimal, 00 and a leading dot get their 0', () => {
    expect(readAmount(' 1 234,5 ', 'ru')).toEqual({ amount: '1234.5', problem: null, text: '1234,5' })
    expect(readAmount('0,02', 'en')).toEqual({ amount: '0.02', problem: null, text: '0.02' })
    expect(readAmount('00', 'en')).toEqual({ amount: '0.', problem: null, text: '0.' })
    expect(readAmount('00', 'ru')).toEqual({ amount: '0.', problem: null, text: '0,' })
    expect(readAmount('005', 'en')).toMatchObject({ amount: '5' })
    expect(readAmount('.5', 'en')).toEqual({ amount: '0.5', problem: null, text: '0.5' })
    expect(readAmount('1\u200b5', 'en')).toMatchObject({ amount: '15' })
    expect(readAmount('', 'en')).toEqual({ amount: '', problem: null, text: '' })
  })

  it('keeps an English comma as typed while it may still become a group separator', () => {
    expect(readAmount('1,5', 'en')).toEqual({ amount: '1.5', problem: null, text: '1,5' })
    expect(readAmount('1,', 'en')).toEqual({ amount: '1.', problem: null, text: '1,' })
    // Typed key by key, "1,000.5" never passes through another number than the one on screen.
    let field = ''
    for (const key of '1,000.5') field = readAmount(field + key, 'en').text
    expect(readAmount(field, 'en')).toMatchObject({ amount: '1000.5', text: '1000.5' })
  })

  it('refuses decimals past the instrument’s precision unless they are zeros', () => {
    expect(readAmount('0.123456789', 'en', 8)).toEqual({
      amount: '',
      problem: { kind: 'too-precise', maxDecimals: 8 },
      text: '0.123456789',
    })
    expect(readAmount('0.1000000000', 'en', 8)).toMatchObject({ amount: '0.10000000', problem: null })
    expect(readAmount('12.0', 'en', 0)).toMatchObject({ amount: '12', problem: null })
    expect(readAmount('12.5', 'en', 0).problem).toEqual({ kind: 'too-precise', maxDecimals: 0 })
    fc.assert(
      fc.property(typed, locale, fc.integer({ min: 0, max: 12 }), (text, lang, decimals) => {
        const fraction = readAmount(text, lang, decimals).amount.split('.')[1] ?? ''
        return fraction.length <= decimals
      }),
    )
  })

  it('reads its own text back as the same amount', () => {
    fc.assert(
      fc.property(typed, locale, (text, lang) => {
        const once = readAmount(text, lang)
        const again = readAmount(once.text, lang)
        return once.problem !== null || (again.amount === once.amount && again.text === once.text)
      }),
    )
  })
})

describe('parseAmount', () => {
  it('reads positive amounts only', () => {
    expect(parseAmount('0.5')).toBe(0.5)
    expect(parseAmount('500')).toBe(500)
    expect(parseAmount('12.')).toBe(12)
    expect(parseAmount('0')).toBeNull()
    expect(parseAmount('0.')).toBeNull()
    expect(parseAmount('')).toBeNull()
    expect(parseAmount('1e3')).toBeNull()
  })
})

describe('plainAmount', () => {
  it('trims trailing zeros to the precision, without grouping, and reads back unchanged', () => {
    expect(plainAmount(641.2, 6)).toBe('641.2')
    expect(plainAmount(1234567.123456789, 8)).toBe('1234567.12345678')
    expect(plainAmount(0.000012345, 4)).toBe('0')
    expect(plainAmount(500, 2)).toBe('500')
    fc.assert(
      fc.property(
        fc.double({ min: 1e-6, max: 1e9, noNaN: true }),
        fc.integer({ min: 0, max: 12 }),
        locale,
        (v, d, lang) => {
          const text = plainAmount(v, d)
          return readAmount(text, lang, d).amount === text
        },
      ),
    )
  })
})

describe('editableAmount', () => {
  it('shows the decimal separator of the locale, which readAmount reads back', () => {
    expect(editableAmount('0.02', 'ru')).toBe('0,02')
    expect(editableAmount('1500.5', 'en')).toBe('1500.5')
    expect(editableAmount('12', 'ru')).toBe('12')
    expect(readAmount(editableAmount('0.02', 'ru'), 'ru').amount).toBe('0.02')
  })
})

import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { editableAmount, parseAmount, plainAmount, sanitizeAmount } from './amount'

/** Strings made mostly of what people type or paste into an amount field. */
const typed = fc.string({
  unit: fc.constantFrom(...'0123456789.,., 0 \t\nabcXYZ-+e$₽'.split('')),
  maxLength: 24,
})

describe('sanitizeAmount (spec §5)', () => {
  it('follows each rule on examples', () => {
    expect(sanitizeAmount(' 1 234,5 ')).toBe('1234.5')
    expect(sanitizeAmount('12abc.3x')).toBe('12.3')
    expect(sanitizeAmount('00')).toBe('0.')
    expect(sanitizeAmount('005')).toBe('0.5')
    expect(sanitizeAmount('1.2.3')).toBe('1.23')
    expect(sanitizeAmount('.5')).toBe('0.5')
    expect(sanitizeAmount(',')).toBe('0.')
    expect(sanitizeAmount('-1e5')).toBe('15')
    expect(sanitizeAmount('')).toBe('')
  })

  it('cuts decimals past the instrument precision', () => {
    expect(sanitizeAmount('0.123456789', 8)).toBe('0.12345678')
    expect(sanitizeAmount('12.34', 0)).toBe('12')
    expect(sanitizeAmount('0.10', 6)).toBe('0.10')
  })

  it('never keeps whitespace, letters or other signs', () => {
    fc.assert(fc.property(typed, (input) => /^[\d.]*$/.test(sanitizeAmount(input))))
  })

  it('keeps only ASCII digits and a dot of any pasted text: other scripts’ digits, invisible and control characters', () => {
    const pasted = fc.string({
      unit: fc.oneof(
        fc.constantFrom(...'0123456789.,'.split('')),
        fc.integer({ min: 0, max: 0x10ffff }).map((codePoint) => String.fromCodePoint(codePoint)),
      ),
      maxLength: 40,
    })
    fc.assert(fc.property(pasted, (input) => /^[0-9.]*$/.test(sanitizeAmount(input))))
    expect(sanitizeAmount('١٢٣\u200B4\u202E5')).toBe('45')
  })

  it('never has more than one dot', () => {
    fc.assert(fc.property(typed, (input) => (sanitizeAmount(input).match(/\./g) ?? []).length <= 1))
  })

  it('never starts with a dot or with 00', () => {
    fc.assert(
      fc.property(typed, (input) => {
        const out = sanitizeAmount(input)
        return !out.startsWith('.') && !out.startsWith('00')
      }),
    )
  })

  it('reads a comma as the decimal dot', () => {
    fc.assert(
      fc.property(typed, (input) => sanitizeAmount(input) === sanitizeAmount(input.replace(/,/g, '.'))),
    )
    expect(sanitizeAmount('3,14')).toBe('3.14')
  })

  it('is idempotent', () => {
    fc.assert(fc.property(typed, (input) => sanitizeAmount(sanitizeAmount(input)) === sanitizeAmount(input)))
    fc.assert(
      fc.property(typed, fc.integer({ min: 0, max: 12 }), (input, decimals) => {
        const once = sanitizeAmount(input, decimals)
        return sanitizeAmount(once, decimals) === once
      }),
    )
  })

  it('keeps at most the allowed decimals', () => {
    fc.assert(
      fc.property(typed, fc.integer({ min: 0, max: 12 }), (input, decimals) => {
        const fraction = sanitizeAmount(input, decimals).split('.')[1] ?? ''
        return fraction.length <= decimals
      }),
    )
  })

  it('leaves a well-formed amount alone', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10 ** 9 }), fc.nat(999999), (whole, part) => {
        const text = `${whole}.${part}`
        return sanitizeAmount(text) === text
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
        (v, d) => {
          const text = plainAmount(v, d)
          return sanitizeAmount(text, d) === text
        },
      ),
    )
  })
})

describe('editableAmount', () => {
  it('shows the decimal separator of the locale, which sanitizeAmount reads back', () => {
    expect(editableAmount('0.02', 'ru')).toBe('0,02')
    expect(editableAmount('1500.5', 'en')).toBe('1500.5')
    expect(editableAmount('12', 'ru')).toBe('12')
    expect(sanitizeAmount(editableAmount('0.02', 'ru'))).toBe('0.02')
  })
})

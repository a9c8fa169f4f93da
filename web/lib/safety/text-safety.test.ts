import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { m } from '@/paraglide/messages.js'
import {
  FORBIDDEN_CHARACTERS,
  FORBIDDEN_MULTI_LINE_CHARACTERS,
  printableText,
  withForbiddenCharacter,
} from '@/test/text-arbitraries'
import {
  contractMaxLength,
  findForbiddenCharacter,
  forbiddenCharacterError,
  hasForbiddenCharacter,
  textRuleError,
} from './text-safety'

const codePoint = (character: string) => `U+${(character.codePointAt(0) ?? 0).toString(16).toUpperCase()}`

describe('findForbiddenCharacter', () => {
  it('finds every character of the rule, in single-line text', () => {
    for (const bad of FORBIDDEN_CHARACTERS)
      expect(hasForbiddenCharacter(`ab${bad}cd`), codePoint(bad)).toBe(true)
  })

  it('lets a multi-line text keep line feeds and tabs, and nothing else of the rule', () => {
    expect(hasForbiddenCharacter('line one\n\tline two', true)).toBe(false)
    expect(hasForbiddenCharacter('line one\n\tline two')).toBe(true)
    expect(hasForbiddenCharacter('a\r\nb', true)).toBe(true)
    for (const bad of FORBIDDEN_MULTI_LINE_CHARACTERS)
      expect(hasForbiddenCharacter(`ab${bad}cd`, true), codePoint(bad)).toBe(true)
  })

  it('names the first forbidden character and its position as the user counts (code points)', () => {
    expect(findForbiddenCharacter('0x12\u200B34')).toEqual({ codePoint: 'U+200B', position: 5 })
    expect(findForbiddenCharacter('😀\u202Eabc')).toEqual({ codePoint: 'U+202E', position: 2 })
    expect(findForbiddenCharacter('\u0000')).toEqual({ codePoint: 'U+0000', position: 1 })
    expect(findForbiddenCharacter('a\u{E0041}')).toEqual({ codePoint: 'U+E0041', position: 2 })
    expect(findForbiddenCharacter('bc1qxyz')).toBeUndefined()
  })

  it('refuses any text that holds a forbidden character, wherever it is', () => {
    fc.assert(
      fc.property(withForbiddenCharacter(printableText(80)), ({ text }) => hasForbiddenCharacter(text)),
    )
    fc.assert(
      fc.property(withForbiddenCharacter(printableText(80), FORBIDDEN_MULTI_LINE_CHARACTERS), ({ text }) =>
        hasForbiddenCharacter(text, true),
      ),
    )
  })

  it('reports the character where it was put, in otherwise printable text', () => {
    fc.assert(
      fc.property(withForbiddenCharacter(printableText(80)), ({ text, bad, index }) => {
        const found = findForbiddenCharacter(text)
        return found?.position === index + 1 && found.codePoint === findForbiddenCharacter(bad)?.codePoint
      }),
    )
  })

  it('accepts any text of printable characters, single- or multi-line', () => {
    fc.assert(
      fc.property(
        printableText(200),
        fc.boolean(),
        (text, multiline) => !hasForbiddenCharacter(text, multiline),
      ),
    )
  })
})

describe('textRuleError', () => {
  it('accepts any printable text within the cap', () => {
    const capped = fc
      .integer({ min: 1, max: 300 })
      .chain((max) => fc.tuple(fc.constant(max), printableText(max)))
    fc.assert(
      fc.property(
        capped,
        fc.boolean(),
        ([max, text], multiline) => textRuleError(text, { maxLength: max, multiline }) === undefined,
      ),
    )
  })

  it('refuses printable text past the cap, counting the text as sent (trimmed)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 300 }), fc.integer({ min: 1, max: 50 }), (max, extra) => {
        const text = 'x'.repeat(max + extra)
        return textRuleError(text, { maxLength: max }) === m.error_text_too_long({ max })
      }),
    )
    expect(textRuleError('  abc  ', { maxLength: 3 })).toBeUndefined()
  })

  it('names a forbidden character before the length, even one that trimming would hide', () => {
    expect(textRuleError('bc1q\uFEFF', { maxLength: 128 })).toBe(
      m.error_text_forbidden_character({ character: 'U+FEFF', position: 5 }),
    )
    const long = `${'x'.repeat(10)}\u200B`
    expect(textRuleError(long, { maxLength: 3 })).toBe(forbiddenCharacterError(long))
    fc.assert(
      fc.property(
        withForbiddenCharacter(printableText(80)),
        ({ text }) => textRuleError(text, { maxLength: 10_000 }) === forbiddenCharacterError(text),
      ),
    )
  })
})

describe('contractMaxLength', () => {
  it('reads the cap of a generated schema, and refuses a schema without one', async () => {
    const { z } = await import('zod/mini')
    expect(contractMaxLength(z.string().check(z.minLength(1), z.maxLength(64)))).toBe(64)
    expect(contractMaxLength(z.array(z.string()).check(z.maxLength(50)))).toBe(50)
    expect(() => contractMaxLength(z.string())).toThrow()
  })
})

import { m } from '@/paraglide/messages.js'

/**
 * The text rules of every field people type or paste into: addresses, memos, e-mails,
 * names, messages. A field refuses, with a message, rather than strips: silently removing a character would change
 * an address without telling its owner. Typing and pasting go through the same rule (the field's validator).
 *
 * Refused everywhere:
 * - control characters: C0 (U+0000–U+001F), DEL and C1 (U+007F–U+009F), except that a multi-line field keeps
 *   line feed and tab;
 * - format characters (Unicode Cf), which are invisible: zero-width space, non-joiner and joiner (U+200B–U+200D),
 *   word joiner and the invisible operators (U+2060–U+2064), the byte-order mark U+FEFF, the Mongolian vowel
 *   separator U+180E, the soft hyphen, the tag characters, and the bidirectional controls (U+202A–U+202E,
 *   U+2066–U+2069, U+200E, U+200F, U+061C) that make text read in another order than it is stored;
 * - the line and paragraph separators (U+2028, U+2029), unpaired surrogates, and the Hangul fillers (U+115F,
 *   U+1160, U+3164, U+FFA0), which render as nothing.
 */
const FORBIDDEN = /[\p{Cc}\p{Cf}\p{Cs}\p{Zl}\p{Zp}\u115F\u1160\u3164\uFFA0]/u

/** What a multi-line field (a message) keeps of the control characters. */
const MULTI_LINE_CONTROLS: ReadonlySet<string> = new Set(['\n', '\t'])

export type TextRule = {
  /** The most characters (UTF-16 code units, as zod's max and an input's maxlength count) of the text as sent. */
  maxLength: number
  /** A multi-line field keeps line feeds and tabs. */
  multiline?: boolean
}

export type ForbiddenCharacter = {
  /** 'U+200B' */
  codePoint: string
  /** 1-based, counted in characters as the user sees them (code points). */
  position: number
}

const codePointName = (character: string): string =>
  `U+${(character.codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, '0')}`

/** The first character the rule refuses in `text`, or undefined when there is none. */
export function findForbiddenCharacter(text: string, multiline = false): ForbiddenCharacter | undefined {
  let position = 0
  for (const character of text) {
    position += 1
    if (FORBIDDEN.test(character) && !(multiline && MULTI_LINE_CONTROLS.has(character)))
      return { codePoint: codePointName(character), position }
  }
  return undefined
}

export const hasForbiddenCharacter = (text: string, multiline = false): boolean =>
  findForbiddenCharacter(text, multiline) !== undefined

/** The message naming a forbidden character of `text`, or undefined when it has none. */
export function forbiddenCharacterError(text: string, multiline = false): string | undefined {
  const found = findForbiddenCharacter(text, multiline)
  return found
    ? m.error_text_forbidden_character({ character: found.codePoint, position: found.position })
    : undefined
}

/**
 * A field's text against the rule: the first forbidden character (named, in the text as typed: trimming would hide
 * a trailing U+FEFF), then the cap (of the text as it is sent: trimmed). Undefined when the text passes; whether
 * the field may be empty, and its format, are the field's own rules.
 */
export function textRuleError(text: string, { maxLength, multiline = false }: TextRule): string | undefined {
  return (
    forbiddenCharacterError(text, multiline) ??
    (text.trim().length > maxLength ? m.error_text_too_long({ max: maxLength }) : undefined)
  )
}

/** A generated (zod) string or array schema; its `z.maxLength` check holds the contract's maxLength. */
type CappedSchema = {
  _zod: { def: { checks?: readonly { _zod: { def: { check: string; maximum?: unknown } } }[] } }
}

/** The cap the contract gives a field; a schema without one is a contract change this code must follow. */
export function contractMaxLength(schema: CappedSchema): number {
  const check = schema._zod.def.checks?.find((c) => c._zod.def.check === 'max_length')
  const max = check?._zod.def.maximum
  if (typeof max !== 'number') throw new Error('the contract gives this field no maxLength')
  return max
}

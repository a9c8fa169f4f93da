import { m } from '@/paraglide/messages.js'

/**
 * A field refuses, with a message, rather than strips: silently removing a character would change an address
 * without telling its owner. Refused: controls, invisible format and bidirectional characters, and unpaired surrogates.
 */
const FORBIDDEN = /[\p{Cc}\p{Cf}\p{Cs}\p{Zl}\p{Zp}\u115F\u1160\u3164\uFFA0]/u

const MULTI_LINE_CONTROLS: ReadonlySet<string> = new Set(['\n', '\t'])

export type TextRule = {
  /** Counted in UTF-16 code units, as zod's max and an input's maxlength count. */
  maxLength: number
  multiline?: boolean
}

export type ForbiddenCharacter = {
  codePoint: string
  /** 1-based, counted in code points as the user sees them. */
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

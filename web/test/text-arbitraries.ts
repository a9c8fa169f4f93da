// Test support (imported by *.test.ts only): fast-check arbitraries for the text rules of
// (web/lib/safety/text-safety.ts), shared by the rule's own tests and the tests of every form that applies it.
import fc from 'fast-check'

const range = (from: number, count: number) =>
  Array.from({ length: count }, (_, i) => String.fromCharCode(from + i))

/** Every character the text rules refuse in a single-line field, by family. */
export const FORBIDDEN_CHARACTERS: readonly string[] = [
  // C0 controls, DEL and C1 controls
  ...range(0x00, 0x20),
  ...range(0x7f, 0x21),
  // zero-width and other invisible format characters (soft hyphen, invisible operators, a tag character)
  ...['\u200B', '\u200C', '\u200D', '\u2060', '\uFEFF', '\u180E', '\u00AD', '\u2061', '\u{E0041}'],
  // bidirectional embeddings, overrides, isolates and marks
  ...['\u202A', '\u202B', '\u202C', '\u202D', '\u202E', '\u2066', '\u2067', '\u2068', '\u2069'],
  ...['\u200E', '\u200F', '\u061C'],
  // line and paragraph separators, unpaired surrogates, Hangul fillers
  ...['\u2028', '\u2029', '\uD800', '\uDFFF', '\u115F', '\u1160', '\u3164', '\uFFA0'],
]

/** What a multi-line field (a message) refuses: the same, but line feeds and tabs. */
export const FORBIDDEN_MULTI_LINE_CHARACTERS: readonly string[] = FORBIDDEN_CHARACTERS.filter(
  (c) => c !== '\n' && c !== '\t',
)

/**
 * Printable characters people type or paste: ASCII, Latin-1 letters, Cyrillic, CJK, currency signs, emoji (a
 * surrogate pair) and the keyboard's spaces (space, no-break space).
 */
export const printableCharacter = fc.constantFrom(
  ...'abcxyzABCXYZ0123456789 -_.,:;@+/=!?#$%&*()[]{}<>\'"`~^|\\'.split(''),
  ...'éüßñÅæøçабвгдёжзийклмнопрстуфхцчшщъыьэюяЖЩ'.split(''),
  ...['\u00A0', '中', '文', '€', '₽', '😀', '🚀'],
)

/** Printable text of at most `maxLength` UTF-16 units (an emoji is never cut in half). */
export const printableText = (maxLength: number, minLength = 0) =>
  fc
    .array(printableCharacter, { minLength, maxLength })
    .map((characters) => {
      let text = ''
      for (const character of characters) if (text.length + character.length <= maxLength) text += character
      return text
    })
    .filter((text) => text.length >= minLength)

/**
 * `text` with one forbidden character put at some position; `index` is where (in code points), `bad` which.
 * The characters default to the single-line rule's.
 */
export const withForbiddenCharacter = (
  text: fc.Arbitrary<string>,
  forbidden: readonly string[] = FORBIDDEN_CHARACTERS,
) =>
  fc.tuple(text, fc.constantFrom(...forbidden), fc.nat()).map(([base, bad, at]) => {
    const characters = [...base]
    const index = at % (characters.length + 1)
    return { text: [...characters.slice(0, index), bad, ...characters.slice(index)].join(''), bad, index }
  })

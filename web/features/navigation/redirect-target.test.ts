import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { type RedirectTarget, redirectTarget } from './redirect-target'

const origin = 'https://swap.example.com'
const allowed = ['pay.example.org', 'widget.mercuryo.io']

/** Whatever the target, the answer never leaves the site except for an allowed https host. */
function staysSafe(target: RedirectTarget): boolean {
  if (target.kind === 'refused') return true
  const url = new URL(target.href, origin)
  if (target.kind === 'internal')
    return (
      target.href.startsWith('/') &&
      !target.href.startsWith('//') &&
      !target.href.includes('\\') &&
      url.origin === origin
    )
  return url.protocol === 'https:' && !url.username && !url.password && allowed.includes(url.host)
}

/** Upper- or lower-case each letter: `JaVaScRiPt`. */
const anyCase = (word: string) =>
  fc
    .array(fc.boolean(), { minLength: word.length, maxLength: word.length })
    .map((upper) => [...word].map((c, i) => (upper[i] ? c.toUpperCase() : c)).join(''))

/** What the URL parser strips or skips and could hide a scheme or a second slash. */
const junk = fc.constantFrom('', ' ', '\t', '\n', '\r', '\u0000', '\u001F', '\u00A0', '\u200B', '\uFEFF')

const dangerousScheme = fc
  .tuple(junk, fc.constantFrom('javascript', 'data', 'vbscript', 'file', 'blob'), junk, fc.nat(9))
  .chain(([before, scheme, inside, at]) =>
    anyCase(scheme).map((cased) => {
      const cut = at % cased.length
      return `${before}${cased.slice(0, cut)}${inside}${cased.slice(cut)}:`
    }),
  )

const payload = fc.constantFrom(
  'alert(1)',
  'alert(document.cookie)//',
  'text/html,<script>alert(1)</script>',
  'text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
  '//evil.example/%0aalert(1)',
  'https://pay.example.org/',
)

const host = fc.constantFrom('evil.example', 'pay.example.org', 'swap.example.com', '127.0.0.1', '[::1]')

/** Protocol-relative and slash/backslash variants of another host. */
const protocolRelative = fc
  .tuple(junk, fc.constantFrom('//', '/\\', '\\\\', '\\/', '///', '/\t/', '/./', '/../'), host, fc.webPath())
  .map(([before, slashes, h, path]) => `${before}${slashes}${h}${path}`)

/** Hosts made to look like an allowed one. */
const lookAlike = fc
  .constantFrom(...allowed)
  .chain((h) =>
    fc.constantFrom(
      `https://${h}.evil.example/pay`,
      `https://evil${h}/pay`,
      `https://x.${h}/pay`,
      `https://${h}@evil.example/pay`,
      `https://user:pass@${h}/pay`,
      `https://${h}:444/pay`,
      `http://${h}/pay`,
      `https://${h.replace('a', '\u0430')}/pay`, // Cyrillic а
      `https://${h.replace('o', '\u043E')}/pay`, // Cyrillic о
      `https://${h.replace('.', '\u3002')}.evil.example/pay`, // ideographic full stop
      `https://${h}%2eevil.example/pay`,
      `https://${h}\\@evil.example/pay`,
    ),
  )
  .filter((to) => !allowed.some((h) => to === `https://${h}/pay`))

const anyTarget = fc.oneof(
  dangerousScheme.chain((s) => payload.map((p) => `${s}${p}`)),
  protocolRelative,
  lookAlike,
  fc.webUrl({ withFragments: true, withQueryParameters: true }),
  fc.webPath().map((path) => `/${path}`),
  fc.string({ maxLength: 40 }),
  fc.string({ unit: fc.constantFrom(...'/\\.:@%2eE?#a '.split('')), maxLength: 20 }),
)

describe('redirectTarget', () => {
  it('never yields an off-site target unless its https host is allowed', () => {
    fc.assert(
      fc.property(anyTarget, (to) => staysSafe(redirectTarget(to, origin, allowed))),
      { numRuns: 2000 },
    )
  })

  it('refuses javascript:, data: and other schemes, however they are cased or broken up', () => {
    fc.assert(
      fc.property(dangerousScheme, payload, (scheme, rest) => {
        return redirectTarget(`${scheme}${rest}`, origin, allowed).kind === 'refused'
      }),
    )
  })

  it('refuses protocol-relative targets and their slash and dot variants', () => {
    fc.assert(
      fc.property(protocolRelative, (to) => {
        const target = redirectTarget(to, origin, allowed)
        return target.kind === 'refused' || (target.kind === 'internal' && staysSafe(target))
      }),
    )
    for (const to of [
      '//evil.example',
      '/\\evil.example',
      '/.//evil.example',
      '/a/..//evil.example',
      '/%2e//evil.example',
    ])
      expect(redirectTarget(to, origin, allowed).kind, to).toBe('refused')
    expect(redirectTarget(`${origin}//evil.example`, origin, allowed).kind).toBe('refused')
  })

  it('never lets a look-alike of an allowed host out', () => {
    fc.assert(fc.property(lookAlike, (to) => redirectTarget(to, origin, allowed).kind !== 'external'))
  })

  it('keeps any plain path on the site, unchanged', () => {
    const segment = fc.string({
      unit: fc.constantFrom(...'abcxyz0189-_'.split('')),
      minLength: 1,
      maxLength: 12,
    })
    fc.assert(
      fc.property(fc.array(segment, { minLength: 1, maxLength: 5 }), (segments) => {
        const path = `/${segments.join('/')}`
        const target = redirectTarget(path, origin, allowed)
        return target.kind === 'internal' && target.href === path
      }),
    )
  })
})

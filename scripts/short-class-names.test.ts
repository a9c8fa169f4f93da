import { createHash } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { shortClassNames } from './short-class-names'

describe('shortClassNames', () => {
  it('gives the local name and a hash of its file, the same in every build', () => {
    const name = shortClassNames('/repo')
    const card = name('card', '/repo/web/features/exchange/components/exchange-form.module.css')
    expect(card).toMatch(/^card_[A-Za-z0-9_-]{5}$/)
    // The same in another build (the pre-render's), and with the query Vite adds to a module's id.
    expect(
      shortClassNames('/repo')(
        'card',
        '/repo/web/features/exchange/components/exchange-form.module.css?used',
      ),
    ).toBe(card)
    expect(name('card', '/repo/web/components/ui/card.module.css')).not.toBe(card)
    expect(name('form', '/repo/web/features/exchange/components/exchange-form.module.css')).not.toBe(card)
  })

  it('does not depend on where the checkout is', () => {
    expect(shortClassNames('/a')('root', '/a/web/x.module.css')).toBe(
      shortClassNames('/b')('root', '/b/web/x.module.css'),
    )
  })
})

it('fails the build when two files would give the same class name', () => {
  // Five characters of a hash: among some tens of thousands of files two begin alike (found, not made up).
  const name = shortClassNames('/repo')
  const firstFile = new Map<string, string>()
  let collision: [string, string] | undefined
  for (let i = 0; !collision; i++) {
    const file = `/repo/f${i}.module.css`
    const given = createHash('sha256').update(`f${i}.module.css`).digest('base64url').slice(0, 5)
    const other = firstFile.get(given)
    if (other) collision = [other, file]
    else firstFile.set(given, file)
  }
  name('card', collision[0])
  expect(() => name('card', collision[1])).toThrow(
    /given to .*f\d+\.module\.css:card and .*f\d+\.module\.css:card/,
  )
})

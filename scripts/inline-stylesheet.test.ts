import { createHash } from 'node:crypto'
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { inlineStylesheet } from './inline-stylesheet.ts'
import { inlineStyleHashes } from './start-dist.ts'

function builtSite(css: string, links = 1): { dir: string; html: string } {
  const dir = mkdtempSync(join(tmpdir(), 'inline-css-'))
  mkdirSync(join(dir, 'assets'))
  writeFileSync(join(dir, 'assets/style-abc.css'), css)
  const link = '<link rel="stylesheet" crossorigin href="/assets/style-abc.css">'
  return { dir, html: `<html><head>${link.repeat(links)}</head><body><div id="app"></div></body></html>` }
}

describe('inlineStylesheet', () => {
  it('puts the stylesheet itself where its link was, and the web server can allow it by hash', () => {
    const css = '.a{color:red}@media (min-width:80em){.b{display:grid}}'
    const { dir, html } = builtSite(css)
    const inlined = inlineStylesheet(html, dir)
    expect(inlined).toBe(`<html><head><style>${css}</style></head><body><div id="app"></div></body></html>`)
    const hash = `sha256-${createHash('sha256').update(css).digest('base64')}`
    expect(inlineStyleHashes(inlined)).toEqual([hash])
  })

  it('refuses a page without exactly one stylesheet, and a stylesheet that cannot live inline', () => {
    const none = builtSite('.a{}', 0)
    expect(() => inlineStylesheet(none.html, none.dir)).toThrow(/exactly one stylesheet/)
    const two = builtSite('.a{}', 2)
    expect(() => inlineStylesheet(two.html, two.dir)).toThrow(/exactly one stylesheet/)
    const closing = builtSite('.a{content:"</style>"}')
    expect(() => inlineStylesheet(closing.html, closing.dir)).toThrow(/<\/style/)
    const relative = builtSite('.a{background:url(./dot.svg)}')
    expect(() => inlineStylesheet(relative.html, relative.dir)).toThrow(/url\(\)/)
  })
})

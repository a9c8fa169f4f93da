// Every reference in the repository resolves inside it: a product rule is cited as `docs/product.md §N` and that
// section exists; a page's section is cited by a heading it has; no citation names an issue tracker's entry.
import { execFileSync } from 'node:child_process'
import { existsSync, readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'

const TEXT = /\.(tsx?|mjs|cjs|md|ya?ml|template|html|css)$|^Dockerfile$|^\.ci\//
const GENERATED = /^(sdk\/(gen|paths|bundled)\/|sdk\/[^/]+\.gen\.ts$)/
const files = execFileSync('git', ['ls-files'], { encoding: 'utf8' })
  .split('\n')
  .filter((file) => file && TEXT.test(file) && !GENERATED.test(file))
const read = (file: string) => readFileSync(file, 'utf8')

const headings = (file: string): Set<string> =>
  new Set([...read(file).matchAll(/^#{1,6} (.+)$/gm)].map((match) => (match[1] ?? '').trim()))
const productSections = new Set(
  [...read('docs/product.md').matchAll(/^## §(\d+)\b/gm)].map((match) => match[1] ?? ''),
)

/** Each line of each file with its number, for messages that point at the place. */
const lines = (file: string) =>
  read(file)
    .split('\n')
    .map((text, index) => ({ where: `${file}:${index + 1}`, text }))

describe('references', () => {
  it('cite a product rule as docs/product.md §N, and the section exists', () => {
    const wrong: string[] = []
    for (const file of files.filter((f) => f !== 'docs/product.md'))
      for (const { where, text } of lines(file))
        for (const match of text.matchAll(/§\s?(\d+)/g)) {
          const cited = text.lastIndexOf('product.md', match.index)
          if (cited < 0) wrong.push(`${where}: ${match[0]} without docs/product.md before it`)
          else if (!productSections.has(match[1] ?? ''))
            wrong.push(`${where}: docs/product.md has no ${match[0]}`)
        }
    expect(wrong).toEqual([])
  })

  it('name no issue of a tracker the repository does not hold', () => {
    const wrong = files
      .filter((file) => !file.startsWith('docs/decisions/'))
      .flatMap((file) => lines(file).filter(({ text }) => /\bissues? \d+\b/i.test(text)))
      .map(({ where, text }) => `${where}: ${text.trim()}`)
    expect(wrong).toEqual([])
  })

  it('cite a page section by a heading the page has', () => {
    const wrong: string[] = []
    for (const file of files)
      for (const { where, text } of lines(file))
        for (const match of text.matchAll(/\b(README|README\.md|(?:docs|mocks)\/[\w/.-]+\.md) "([^"]+)"/g)) {
          const page = match[1] === 'README' ? 'README.md' : (match[1] ?? '')
          if (!existsSync(page)) wrong.push(`${where}: ${page} does not exist`)
          else if (!headings(page).has(match[2] ?? ''))
            wrong.push(`${where}: ${page} has no section "${match[2]}"`)
        }
    expect(wrong).toEqual([])
  })
})

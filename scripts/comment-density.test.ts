// Comments say why in a sentence or two (README "Conventions in short"): in every area of hand-written source, at most
// a fifth of the characters are comments. Tests and generated files are left out.
import { execFileSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import ts from 'typescript'
import { describe, expect, it } from 'vitest'

const AREAS = [
  'web/lib',
  'web/domain',
  'web/features',
  'web/components',
  'web/routes',
  'web/config',
  'sdk/runtime',
  'mocks',
  'scripts',
]
const MAX_SHARE = 0.2

const source = (file: string) =>
  /\.(tsx?|mjs)$/.test(file) && !/\.(test|spec|bench)\.tsx?$/.test(file) && !/\.gen\.ts$/.test(file)

/** Characters of comments and of the whole text. */
function commentShare(file: string, text: string): { comments: number; total: number } {
  const variant = file.endsWith('x') ? ts.LanguageVariant.JSX : ts.LanguageVariant.Standard
  const scanner = ts.createScanner(ts.ScriptTarget.Latest, false, variant, text)
  let comments = 0
  for (let token = scanner.scan(); token !== ts.SyntaxKind.EndOfFileToken; token = scanner.scan())
    if (token === ts.SyntaxKind.SingleLineCommentTrivia || token === ts.SyntaxKind.MultiLineCommentTrivia)
      comments += scanner.getTokenText().length
  return { comments, total: text.length }
}

const files = execFileSync('git', ['ls-files', ...AREAS], { encoding: 'utf8' })
  .split('\n')
  .filter(source)

describe('comments', () => {
  it('counts comments, not code', () => {
    expect(commentShare('a.ts', '// why\nconst a = 1 // and\n')).toEqual({ comments: 12, total: 26 })
    expect(commentShare('a.ts', "const url = 'http://x' /* not */\n")).toEqual({ comments: 9, total: 33 })
  })

  it.each(AREAS)('are at most a fifth of %s', (area) => {
    let comments = 0
    let total = 0
    for (const file of files.filter((f) => f.startsWith(`${area}/`))) {
      const share = commentShare(file, readFileSync(file, 'utf8'))
      comments += share.comments
      total += share.total
    }
    expect(total).toBeGreaterThan(0)
    expect(Math.round((comments / total) * 1000) / 10).toBeLessThanOrEqual(MAX_SHARE * 100)
  })
})

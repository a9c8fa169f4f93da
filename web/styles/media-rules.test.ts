import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import postcss, { type Rule } from 'postcss'
import { describe, expect, it } from 'vitest'

// A rule inside `@media` that sets a property which a later rule with the same selector, outside any at-rule, sets
// too never applies: the two have the same specificity, and the later one wins in every viewport. The exchange
// form's smaller amounts on a phone were such a rule for a while, and nothing showed it.

const WEB = join(import.meta.dirname, '..')
const cssFiles = readdirSync(WEB, { recursive: true, encoding: 'utf8' }).filter((path) =>
  path.endsWith('.css'),
)

/** Each `@media` rule's properties that a later plain rule of the same selector sets again. */
function overriddenMediaRules(css: string): string[] {
  const rules: Rule[] = []
  postcss.parse(css).walkRules((rule) => {
    rules.push(rule)
  })
  const declared = (rule: Rule) => rule.nodes.flatMap((node) => (node.type === 'decl' ? [node.prop] : []))
  const atRule = (rule: Rule) => (rule.parent?.type === 'atrule' ? rule.parent : null)
  return rules.flatMap((rule, index) => {
    const media = atRule(rule)
    if (media?.type !== 'atrule' || media.name !== 'media') return []
    return rules
      .slice(index + 1)
      .filter((later) => atRule(later) === null && later.selector === rule.selector)
      .flatMap((later) =>
        declared(rule)
          .filter((prop) => declared(later).includes(prop))
          .map(
            (prop) =>
              `${rule.selector} { ${prop} } in @media ${media.params} (line ${rule.source?.start?.line}), set again on line ${later.source?.start?.line}`,
          ),
      )
  })
}

describe('media rules', () => {
  it('finds a media rule that a later rule of the same selector overrides', () => {
    const css =
      '@media (max-width: 30em) { .a input { font-size: 1rem; color: red } }\n.a input { font-size: 2rem }'
    expect(overriddenMediaRules(css)).toEqual([
      '.a input { font-size } in @media (max-width: 30em) (line 1), set again on line 2',
    ])
    expect(
      overriddenMediaRules('.a { font-size: 2rem }\n@media (max-width: 30em) { .a { font-size: 1rem } }'),
    ).toEqual([])
  })

  it('no style sheet of the app has one', () => {
    const found = cssFiles.flatMap((file) =>
      overriddenMediaRules(readFileSync(join(WEB, file), 'utf8')).map((problem) => `${file}: ${problem}`),
    )
    expect(found).toEqual([])
  })
})

import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { transformWithOxc } from 'vite'
import { describe, expect, it } from 'vitest'
import { declarationModule, readDeclarations } from './split-generated-sdk'

const generated = async (path: string) => {
  const file = join(import.meta.dirname, '../sdk/gen', path)
  return (await transformWithOxc(readFileSync(file, 'utf8'), file, { lang: 'ts' })).code
}

describe('splitGeneratedSdk', () => {
  it('reads each generated SDK, schema and query module as imports and declarations only', async () => {
    for (const document of ['api', 'blog', 'dictionary', 'site']) {
      for (const path of [
        `${document}/sdk.gen.ts`,
        `${document}/zod.gen.ts`,
        `${document}/@tanstack/react-query.gen.ts`,
      ]) {
        const split = readDeclarations(await generated(path))
        expect(split, path).not.toBeNull()
        expect(split?.declarations.length, path).toBeGreaterThan(0)
      }
    }
  })

  it('gives a declaration the imports and the local declarations it uses, and no others', async () => {
    const split = readDeclarations(await generated('api/@tanstack/react-query.gen.ts'))
    const options = split?.declarations.find((declaration) => declaration.name === 'getPublicRateOptions')
    expect(options?.exported).toBe(true)
    expect([...(options?.uses ?? [])].sort()).toEqual([
      'getPublicRate',
      'getPublicRateQueryKey',
      'queryOptions',
    ])
    const key = split?.declarations.find((declaration) => declaration.name === 'createQueryKey')
    expect(key?.exported).toBe(false)
    expect([...(key?.uses ?? [])]).toEqual(['client'])
  })

  it('writes a declaration as a module of its own', () => {
    const split = readDeclarations(
      [
        "import { client as c } from './client.gen';",
        "import * as z from 'zod';",
        'const helper = (x) => c.get(x);',
        'export const one = (x) => helper(z.string(x));',
        'export function two() { return 2 }',
      ].join('\n'),
    )
    if (!split) throw new Error('expected a split')
    const one = split.declarations.find((declaration) => declaration.name === 'one')
    if (!one) throw new Error('expected one')
    const code = declarationModule(
      split,
      one,
      (name) => `virtual:${name}`,
      (from) => `/abs/${from}`,
    )
    expect(code).toBe(
      [
        'import { helper } from "virtual:helper";',
        'import * as z from "/abs/zod";',
        'export const one = (x) => helper(z.string(x));',
      ].join('\n'),
    )
    expect(split.declarations.map((declaration) => [declaration.name, declaration.exported])).toEqual([
      ['helper', false],
      ['one', true],
      ['two', true],
    ])
  })

  it('leaves a module with other top-level code whole', () => {
    expect(readDeclarations("import { a } from './a';\nexport const b = a;\nconsole.log(b);")).toBeNull()
    expect(readDeclarations('const a = 1;\nexport { a };')).toBeNull()
    expect(readDeclarations('let a, b = 1;')).toBeNull()
  })
})

import { mkdtemp, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { compile } from '@inlang/paraglide-js'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { paraglideOptions, paraglideOutputStructure, paraglideServeOutput } from './build-options'
import { messageOverrides, withMessageOverrides } from './message-overrides-plugin'

const root = join(import.meta.dirname, '..')
let buildLayout = ''

beforeAll(async () => {
  // The layout builds compile (one module a message); the serving layout is web/paraglide (scripts/prepare.ts).
  buildLayout = await mkdtemp(join(tmpdir(), 'paraglide-build-'))
  await compile({
    ...paraglideOptions,
    project: join(root, paraglideOptions.project),
    strategy: [...paraglideOptions.strategy],
    isServer: paraglideServeOutput.isServer,
    outputStructure: paraglideOutputStructure('build'),
    outdir: buildLayout,
  })
}, 60_000)
afterAll(() => rm(buildLayout, { recursive: true, force: true }))

const exportedMessages = (code: string) => code.match(/^export const \w+ = /gm)?.length ?? 0

describe('withMessageOverrides', () => {
  it("rewrites every message of the serving layout's index", async () => {
    const index = await readFile(join(root, 'web/paraglide/messages/_index.js'), 'utf8')
    const out = withMessageOverrides(index, '_index.js') ?? ''
    expect(exportedMessages(index)).toBeGreaterThan(100)
    expect(out.match(/messageOverride\("\w+", locale, inputs\)/g)).toHaveLength(exportedMessages(index))
    expect(out).toContain(`const override = messageOverride("footer_copyright", locale, inputs)`)
  })

  it('rewrites a message module of the build layout, and leaves its locale functions as they are', async () => {
    const module = await readFile(join(buildLayout, 'messages/footer_copyright.js'), 'utf8')
    const out = withMessageOverrides(module, 'footer_copyright.js') ?? ''
    expect(out.startsWith(`import { messageOverride } from '@/lib/message-overrides'\n`)).toBe(true)
    expect(out.match(/messageOverride\("footer_copyright", locale, inputs\)/g)).toHaveLength(1)
    // The locale functions still give the bundled text.
    expect(out).toMatch(/\(`© \$\{i\?\.year\} \$\{i\?\.brand\}`\)/)
  })

  it('leaves modules without messages alone, and fails on a message it cannot rewrite', () => {
    expect(withMessageOverrides(`export * from './a.js'`, '_index.js')).toBeNull()
    const changed = `export const a = (inputs, opts) => {\n\tconst locale = experimentalStaticLocale ?? options.locale ?? getLocale()\n}`
    expect(() => withMessageOverrides(changed, 'a.js')).toThrow(/1 of 1 messages/)
  })

  it("transforms paraglide's message modules only", () => {
    const transform = messageOverrides().transform as (code: string, id: string) => unknown
    const message = `export const a = /** @type {x} */ ((inputs = {}, options = {}) => {\n\tconst locale = experimentalStaticLocale ?? options.locale ?? getLocale()\n\treturn 'a'\n});`
    expect(transform(message, '/app/.cache/paraglide-production/messages/a.js')).toMatchObject({
      code: expect.stringContaining('messageOverride("a", locale, inputs)'),
    })
    expect(transform(message, '/app/web/features/x/messages/a.js')).toBeNull()
  })
})

import { mkdtemp, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { compile } from '@inlang/paraglide-js'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { paraglideOptions, paraglideOutputStructure, paraglideServeOutput } from './build-options'
import { messageKeys, messageOverrides, withMessageOverrides } from './message-overrides-plugin'

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
const keys = messageKeys(root)
const idOf = (key: string) => keys.indexOf(key)

describe('withMessageOverrides', () => {
  it("rewrites every message of the serving layout's index", async () => {
    const index = await readFile(join(root, 'web/paraglide/messages/_index.js'), 'utf8')
    const out = withMessageOverrides(index, '_index.js', keys) ?? ''
    expect(exportedMessages(index)).toBeGreaterThan(100)
    // Every message, each by its own id: the project's keys are every message paraglide compiled.
    const ids = [...out.matchAll(/withOverride\((\d+), \(\(inputs/g)].map((match) => Number(match[1]))
    expect(ids).toHaveLength(exportedMessages(index))
    expect(new Set(ids).size).toBe(ids.length)
    expect(keys).toHaveLength(exportedMessages(index))
    expect(out).toMatch(
      new RegExp(
        `export const footer_copyright = /\\*\\* @type [^\\n]*\\*/ /\\* @__PURE__ \\*/ withOverride\\(${idOf('footer_copyright')}, \\(\\(inputs, options = \\{\\}\\) => \\{`,
      ),
    )
  })

  it('rewrites a message module of the build layout, and leaves its locale functions as they are', async () => {
    const module = await readFile(join(buildLayout, 'messages/footer_copyright.js'), 'utf8')
    const out = withMessageOverrides(module, 'footer_copyright.js', keys) ?? ''
    expect(out.startsWith(`import { withOverride } from '@/lib/i18n/message-overrides'\n`)).toBe(true)
    // Its JSDoc type stays; the message's own code is wrapped whole.
    expect(out).toContain(
      `export const footer_copyright = /** @type {((inputs: Footer_CopyrightInputs, options?: { locale?: "en" | "ru" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Footer_CopyrightInputs, { locale?: "en" | "ru" }, {}>} */ /* @__PURE__ */ withOverride(${idOf('footer_copyright')}, ((inputs, options = {}) => {`,
    )
    expect(out).toMatch(/\treturn en_footer_copyright\(inputs\)\r?\n\}\)\);$/)
    // The locale functions still give the bundled text.
    expect(out).toMatch(/\(`© \$\{i\?\.year\} \$\{i\?\.brand\}`\)/)
  })

  it('leaves modules without messages alone, and fails on a message it cannot rewrite', () => {
    expect(withMessageOverrides(`export * from './a.js'`, '_index.js', keys)).toBeNull()
    const changed = `export const nav_blog = (inputs, opts) => {\n\tconst locale = experimentalStaticLocale ?? options.locale ?? getLocale()\n}`
    expect(() => withMessageOverrides(changed, 'a.js', keys)).toThrow(/1 of 1 messages/)
    const unknown = `export const no_such = /** @type {x} */ ((inputs = {}, options = {}) => {\n\tconst locale = experimentalStaticLocale ?? options.locale ?? getLocale()\n\treturn 'a'\n});`
    expect(() => withMessageOverrides(unknown, 'a.js', keys)).toThrow(/no_such is not in the project/)
  })

  it("transforms paraglide's message modules only", () => {
    const transform = messageOverrides(root).transform as (code: string, id: string) => unknown
    const message = `export const nav_blog = /** @type {x} */ ((inputs = {}, options = {}) => {\n\tconst locale = experimentalStaticLocale ?? options.locale ?? getLocale()\n\treturn 'a'\n});`
    expect(transform(message, '/app/.cache/paraglide-production/messages/a.js')).toMatchObject({
      code: expect.stringContaining(`withOverride(${idOf('nav_blog')}, ((inputs = {}, options = {}) => {`),
    })
    expect(transform(message, '/app/web/features/x/messages/a.js')).toBeNull()
  })
})

import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { withoutFormGroups } from './without-form-groups'

function sources(files: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), 'web-'))
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(join(dir, name, '..'), { recursive: true })
    writeFileSync(join(dir, name), text)
  }
  return dir
}

type Resolve = (source: string, importer: string | undefined) => string | null

/** The plugin's check as a build starts it. */
const startBuild = (webDir: string) => () => (withoutFormGroups(webDir).buildStart as () => void)()

describe('withoutFormGroups', () => {
  it('stubs form groups for the app as it is (no form uses one)', () => {
    expect(startBuild(join(import.meta.dirname, '../web'))).not.toThrow()
  })

  it('fails the build once a source names the form-group API', () => {
    const dir = sources({ 'features/a/a.tsx': 'export const A = () => <form.FormGroup name="x" />' })
    expect(startBuild(dir)).toThrow(/a\.tsx use TanStack Form's form groups/)
  })

  it("replaces only @tanstack/react-form's own import of its form-group module", () => {
    const plugin = withoutFormGroups(sources({ 'lib/form.tsx': 'export const withFieldGroup = 1' }))
    const resolve = plugin.resolveId as unknown as Resolve
    const reactForm = '/app/node_modules/@tanstack/react-form/dist/esm/useForm.js'
    expect(resolve('./useFormGroup.js', reactForm)).toMatch(/without-form-groups/)
    expect(resolve('./useFieldGroup.js', reactForm)).toBeNull()
    expect(resolve('./useFormGroup.js', '/app/web/lib/form.tsx')).toBeNull()
  })
})

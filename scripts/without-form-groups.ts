import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Plugin } from 'vite'

/** TanStack Form's module of form groups, as @tanstack/react-form's own modules import it. */
const FORM_GROUP_MODULE = './useFormGroup.js'
const REACT_FORM = /[\\/]@tanstack[\\/]react-form[\\/]/
const STUB_ID = '\0tanstack-form-without-form-groups'
/** What the app would write to use them. */
const FORM_GROUP_API = /\b(FormGroup|useFormGroup)\b/

const sourceFiles = (dir: string): string[] =>
  readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((name) => /\.tsx?$/.test(name))
    .map((name) => join(dir, name))

/**
 * TanStack Form's `useForm` attaches a `FormGroup` component to every form, so the code of form groups (their
 * React hook and `FormGroupApi` in form-core) ships with every form, although no form of the app uses one (field
 * groups, `withFieldGroup`, are used and stay). In builds this plugin resolves the library's form-group module to
 * one whose exports throw. It reads the app's sources as the build starts: once any of them names the form-group
 * API, the build fails here instead of shipping the stub (then drop this plugin from vite.config.ts).
 */
export function withoutFormGroups(webDir: string): Plugin {
  return {
    name: 'without-form-groups',
    apply: 'build',
    enforce: 'pre',
    // Read when a build starts, not when the config loads (the dev server and Vitest load it too).
    buildStart() {
      const users = sourceFiles(webDir).filter((file) => FORM_GROUP_API.test(readFileSync(file, 'utf8')))
      if (users.length > 0) {
        throw new Error(
          `${users.join(', ')} use TanStack Form's form groups: drop withoutFormGroups from vite.config.ts`,
        )
      }
    },
    resolveId(source, importer) {
      return source === FORM_GROUP_MODULE && importer && REACT_FORM.test(importer) ? STUB_ID : null
    },
    load(id) {
      if (id !== STUB_ID) return null
      return `const unavailable = (name) => () => {
  throw new Error(\`TanStack Form's \${name} is left out of this build (scripts/without-form-groups.ts)\`)
}
export const FormGroup = unavailable('FormGroup')
export const useFormGroup = unavailable('useFormGroup')`
    },
  }
}

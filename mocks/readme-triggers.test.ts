import { readFileSync } from 'node:fs'
import { errorHttpStatus } from '@sdk/operation-contract.gen'
import { describe, expect, it } from 'vitest'
import { ERROR_TRIGGERS } from './world/triggers'

// mocks/README.md is where developers look up how to reach an error screen offline; it must say what
// triggers.ts (the tested source) says.
const readme = readFileSync(new URL('./README.md', import.meta.url), 'utf8')

describe('the README trigger table', () => {
  it.each(ERROR_TRIGGERS.map((trigger) => [trigger.code, trigger] as const))(
    'documents %s as triggers.ts does',
    (code, trigger) => {
      const row = readme.split('\n').find((line) => line.startsWith(`| \`${code}\` |`))
      expect(row, `no row for ${code}`).toBeDefined()
      expect(row).toContain(`| ${errorHttpStatus[code]} |`)
      expect(row).toContain(trigger.how)
    },
  )
})

// Shows that the contract drives the code: rename a response field in openapi/, regenerate, and the
// typecheck fails exactly where the old field is used. Runs on a throwaway copy of the working tree.
// It typechecks the files that name the field and everything they import (the regenerated SDK with them): the
// whole project's typecheck is its own step of `npm test`, and here it took 41 of this suite's 62 s.
import { execFileSync, spawnSync } from 'node:child_process'
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

const FIELD = 'depositAddress'
const RENAMED = 'depositWalletAddress'
const SCHEMA_FILE = 'openapi/api/schemas/orders.yaml'

let copy = ''
let files: string[] = []

function copyWorkingTree(to: string) {
  files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', '-z'], {
    encoding: 'utf8',
  })
    .split('\0')
    .filter(Boolean)
  for (const file of files) {
    mkdirSync(dirname(join(to, file)), { recursive: true })
    try {
      cpSync(file, join(to, file))
    } catch {
      // deleted in the working tree but still in the index
    }
  }
  symlinkSync(join(process.cwd(), 'node_modules'), join(to, 'node_modules'), 'dir')
  cpSync('web/paraglide', join(to, 'web/paraglide'), { recursive: true })
  cpSync('web/route-tree.gen.ts', join(to, 'web/route-tree.gen.ts'))
}

beforeAll(() => {
  copy = mkdtempSync(join(tmpdir(), 'contract-drift-'))
  copyWorkingTree(copy)
})
afterAll(() => rmSync(copy, { recursive: true, force: true }))

describe('a response field renamed in the contract', () => {
  it('makes the typecheck fail where the field is used, once the SDK is regenerated', () => {
    const schemaPath = join(copy, SCHEMA_FILE)
    const schema = readFileSync(schemaPath, 'utf8')
    const renamed = schema.replace(new RegExp(`\\b${FIELD}\\b(?=:|\\s*$|\\s*\\])`, 'gm'), RENAMED)
    expect(renamed).not.toBe(schema)
    writeFileSync(schemaPath, renamed)

    execFileSync('node', ['scripts/generate.mjs'], { cwd: copy, stdio: 'pipe' })
    expect(readFileSync(join(copy, 'sdk/gen/api/types.gen.ts'), 'utf8')).toContain(`${RENAMED}:`)

    // The app's, the mocks' and the scripts' source files that name the field (tests aside: they name it in
    // fixtures and titles).
    const users = files.filter(
      (file) =>
        /^(web|mocks|sdk\/runtime|scripts)\/.*\.tsx?$/.test(file) &&
        !/\.(test|spec)\.tsx?$/.test(file) &&
        existsSync(join(copy, file)) &&
        new RegExp(`\\b${FIELD}\\b`).test(readFileSync(join(copy, file), 'utf8')),
    )
    expect(users.length).toBeGreaterThan(0)
    writeFileSync(
      join(copy, 'tsconfig.drift.json'),
      JSON.stringify({ extends: './tsconfig.json', include: [...users, 'scripts/*.d.ts'] }),
    )
    const typecheck = spawnSync('npx', ['tsc', '--noEmit', '-p', 'tsconfig.drift.json'], {
      cwd: copy,
      encoding: 'utf8',
    })
    expect(typecheck.status).not.toBe(0)
    const errors = typecheck.stdout.split('\n').filter((line) => line.includes('error TS'))
    // Every file that uses the old field fails on it, and the regenerated SDK itself compiles.
    for (const file of users) {
      expect(
        errors.some((line) => line.startsWith(`${file}(`) && line.includes(FIELD)),
        file,
      ).toBe(true)
    }
    expect(errors.every((line) => /^(web|mocks|sdk\/runtime|scripts)\//.test(line))).toBe(true)
  }, 240_000)
})

import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vitest/config'
import { BaseSequencer, type TestSpecification } from 'vitest/node'

const alias = {
  '@sdk': fileURLToPath(new URL('./sdk', import.meta.url)),
  '@': fileURLToPath(new URL('./web', import.meta.url)),
}

/** The coverage check reads what the other files recorded, so it must run after them. */
const COVERAGE_CHECK = '/mocks/contract/coverage.test.ts'

/**
 * Vitest orders files by its cache (failed and slow first), not by name, so a file named to sort last is
 * not enough: this sequencer keeps that order and moves the coverage check to the end.
 */
class CoverageCheckLast extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files)
    const isCheck = (f: TestSpecification) => f.moduleId.endsWith(COVERAGE_CHECK)
    return [...sorted.filter((f) => !isCheck(f)), ...sorted.filter(isCheck)]
  }
}

// `npm run test:contract`: every operation through the real HTTP + WebSocket mock server, answers checked
// against the bundled OpenAPI documents with ajv. One file at a time (each starts its own server).
export default defineConfig({
  resolve: { alias },
  test: {
    name: 'contract',
    environment: 'node',
    include: ['mocks/contract/**/*.test.ts', 'scripts/contract-drift.test.ts'],
    testTimeout: 30_000,
    hookTimeout: 30_000,
    fileParallelism: false,
    globalSetup: ['mocks/contract/global-setup.ts'],
    sequence: { sequencer: CoverageCheckLast, shuffle: false },
    env: { CONTRACT_SUITE: '1' },
  },
})

import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vitest/config'

const alias = {
  '@sdk': fileURLToPath(new URL('./sdk', import.meta.url)),
  '@': fileURLToPath(new URL('./web', import.meta.url)),
}

/** The coverage check reads what the other files recorded, so it runs in a second group, after all of them. */
const COVERAGE_CHECK = 'mocks/contract/coverage.test.ts'

// `npm run test:contract`: every operation through the real HTTP + WebSocket mock server, answers checked
// against the bundled OpenAPI documents with ajv. Each file starts its own server (port 0), so the files run in
// parallel; the coverage check follows in a group of its own (`sequence.groupOrder`).
export default defineConfig({
  resolve: { alias },
  test: {
    environment: 'node',
    env: { CONTRACT_SUITE: '1' },
    globalSetup: ['mocks/contract/global-setup.ts'],
    // One worker per core (Vitest's default, cores − 1, is one worker on CI's two cores).
    maxWorkers: '100%',
    // A worker runs its files one after another in one module graph instead of importing the server, the SDK and
    // ajv afresh for each (on two cores: 42 → 27 s, 81 → 44 CPU-s). Each file still starts its own server and
    // world, and the answers' check compiles the documents once per worker.
    isolate: false,
    // Both projects take the settings above (`extends: true`) and differ in their files and their turn.
    projects: [
      {
        extends: true,
        test: {
          name: 'contract',
          include: ['mocks/contract/**/*.test.ts', 'scripts/contract-drift.test.ts'],
          exclude: [COVERAGE_CHECK],
          testTimeout: 30_000,
          hookTimeout: 30_000,
          sequence: { groupOrder: 0 },
        },
      },
      {
        extends: true,
        test: { name: 'contract-coverage', include: [COVERAGE_CHECK], sequence: { groupOrder: 1 } },
      },
    ],
  },
})

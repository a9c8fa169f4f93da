import { availableParallelism } from 'node:os'
import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vitest/config'

const WORKERS = availableParallelism() + 1

const alias = {
  '@sdk': fileURLToPath(new URL('./sdk', import.meta.url)),
  '@': fileURLToPath(new URL('./web', import.meta.url)),
}

// Unit and component tests sit beside the code: the app's logic, its components (jsdom), and everything else in Node.
export default defineConfig({
  test: {
    // One worker more than the cores: Vitest's default (cores − 1) runs the files one at a time on CI's two cores,
    // and files that wait on real retry delays (order-states, xss-payloads) leave a core idle (2 → 3: 84 → 68 s).
    maxWorkers: WORKERS,
    projects: [
      {
        resolve: { alias },
        test: {
          name: 'node',
          maxWorkers: WORKERS,
          include: [
            'sdk/**/*.test.ts',
            'mocks/**/*.test.ts',
            'scripts/**/*.test.ts',
            'web/e2e/support/*.test.ts',
          ],
          // The contract tests have their own run (vitest.contract.config.ts): they start the HTTP mock server.
          exclude: ['mocks/contract/**', 'scripts/contract-drift.test.ts'],
          // One module graph per worker, its files run one after another (isolate: false): none of them changes a
          // global it does not put back (fake timers and spies are restored after their test). On two cores
          // 14 → 8 s; Vitest's vm pool, which the app's tests below use, took 11–14 s.
          pool: 'threads',
          isolate: false,
          environment: 'node',
        },
      },
      // The app's logic tests run in Node, which starts in milliseconds; a file that needs a DOM says so in its
      // first line (`// @vitest-environment jsdom`). Component tests (*.test.tsx) all run in jsdom.
      // The app's tests run in Vitest's vm pool: each file still gets a fresh global scope (and jsdom window) and
      // module graph, but in a VM context of a long-lived worker instead of a new process that imports Node's and
      // the app's libraries again (on two cores: 52 → 26 s for the logic tests, 98 → 57 s for the components).
      // There `location` cannot be stubbed, and Node's web streams and Web Crypto are added (web/test/vm-globals.ts).
      {
        extends: './vite.config.ts',
        test: {
          name: 'web',
          maxWorkers: WORKERS,
          include: ['web/**/*.test.ts'],
          exclude: ['web/e2e/**'],
          pool: 'vmThreads',
          environment: 'node',
          setupFiles: ['web/test/vm-globals.ts', 'web/test/fingerprint-stand-in.ts'],
        },
      },
      {
        extends: './vite.config.ts',
        test: {
          name: 'web-dom',
          maxWorkers: WORKERS,
          include: ['web/**/*.test.tsx'],
          exclude: ['web/e2e/**'],
          pool: 'vmThreads',
          environment: 'jsdom',
          setupFiles: [
            'web/test/vm-globals.ts',
            'web/test/fingerprint-stand-in.ts',
            'web/test/testing-library-setup.ts',
          ],
        },
      },
    ],
  },
})

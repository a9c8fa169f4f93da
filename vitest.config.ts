import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vitest/config'

const alias = {
  '@sdk': fileURLToPath(new URL('./sdk', import.meta.url)),
  '@': fileURLToPath(new URL('./web', import.meta.url)),
}

// Unit and component tests sit beside the code: the app's logic, its components (jsdom), and everything else in Node.
// MSW's WebSocket interception needs the global WebSocket, which Node 20 has only behind a flag.
export default defineConfig({
  test: {
    // One worker per core: Vitest's default (cores − 1) runs the files one at a time on CI's two cores.
    maxWorkers: '100%',
    projects: [
      {
        resolve: { alias },
        test: {
          name: 'node',
          include: ['sdk/**/*.test.ts', 'mocks/**/*.test.ts', 'scripts/**/*.test.ts'],
          // The contract tests have their own run (vitest.contract.config.ts): they start the HTTP mock server.
          exclude: ['mocks/contract/**', 'scripts/contract-drift.test.ts'],
          environment: 'node',
          execArgv: ['--experimental-websocket'],
        },
      },
      // The app's logic tests run in Node, which starts in milliseconds; a file that needs a DOM says so in its
      // first line (`// @vitest-environment jsdom`). Component tests (*.test.tsx) all run in jsdom.
      {
        extends: './vite.config.ts',
        test: {
          name: 'web',
          include: ['web/**/*.test.ts'],
          exclude: ['web/e2e/**'],
          environment: 'node',
          execArgv: ['--experimental-websocket'],
        },
      },
      {
        extends: './vite.config.ts',
        test: {
          name: 'web-dom',
          include: ['web/**/*.test.tsx'],
          exclude: ['web/e2e/**'],
          environment: 'jsdom',
          setupFiles: ['web/test/testing-library-setup.ts'],
          execArgv: ['--experimental-websocket'],
        },
      },
    ],
  },
})

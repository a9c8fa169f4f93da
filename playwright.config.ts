import { defineConfig, devices } from '@playwright/test'
import { chromiumArgs, findJourneyBrowser } from './scripts/find-chromium.mjs'
import { contractProxyUpstreams } from './scripts/start-contract-proxy.ts'

// End-to-end journeys in real Chromium (docs/tests.md). The dev-en and dev-ru projects differ only in the browser
// language, which is how the site picks the locale (docs/product.md §4). Each journey runs in one of them,
// alternating down its file, and those tagged @both-locales in both (web/e2e/support/locale-share.ts);
// E2E_LOCALES=both runs every journey in both.
// The dev projects run against the bundled mock build (`vite build --mode mock`: the app with the MSW worker, as in
// `npm run dev`, but a page loads a dozen files instead of hundreds, which makes the journeys several times faster);
// a running `npm run dev` on the same port is reused outside CI. prod-en runs the journeys tagged @prod against the
// production build served by nginx (`npm run start`) in front of Prism (one per contract document) in front of
// the HTTP + WebSocket mock server; any request or answer the contract does not allow fails the run
// (web/e2e/prod-contract-reporter.ts). Those tagged @prod-only run there alone: they need what only the production
// server has (nginx's headers, an outage of the page's own calls).
// E2E_PORT_OFFSET moves all three servers, so two runs can share a machine.
const PORT_OFFSET = Number(process.env.E2E_PORT_OFFSET ?? 0)
const DEV_PORT = 5173 + PORT_OFFSET
const PROD_PORT = 4173 + PORT_OFFSET
const MOCK_SERVER_PORT = 4010 + PORT_OFFSET
const DEV_URL = `http://localhost:${DEV_PORT}`
const PROD_URL = `http://localhost:${PROD_PORT}`
const MOCK_SERVER_URL = `http://127.0.0.1:${MOCK_SERVER_PORT}`
const CONTRACT_PROXY_PORT = 4600 + PORT_OFFSET
const CONTRACT_VIOLATION_LOG = `.cache/contract-violations-${PROD_PORT}.log`
// The journeys' mock controls (web/e2e/support/mock-controls.ts) talk to this server; workers read the config too.
process.env.MOCK_SERVER_URL = MOCK_SERVER_URL
// `npm test` builds the mock build beside the production build and says where (E2E_MOCK_DIST); the dev projects
// then serve it instead of building it here, before the first journey can start.
const MOCK_DIST = process.env.E2E_MOCK_DIST
const MOCK_BUILD_DIR = MOCK_DIST ?? `.cache/dist-mock-${DEV_PORT}`
const MOCK_PREVIEW = `npx vite preview --mode mock --outDir ${MOCK_BUILD_DIR} --port ${DEV_PORT} --strictPort`
// `npm test` has just built dist/ for the origin these journeys open (the pre-render's default, localhost:4173) and
// says so (E2E_PROD_DIST): the production journeys serve it instead of building the same files again.
const PROD_DIST = process.env.E2E_PROD_DIST
const PROD_BUILD_DIR = PROD_DIST ?? `.cache/dist-e2e-${PROD_PORT}`
const executablePath = findJourneyBrowser() ?? undefined
// The dev projects browse with reduced motion, as users who ask for it do (the site's transitions then take 0 ms,
// web/styles/tokens.css): Playwright waits for an element to stop moving before it acts, so every dialog, menu and
// toast entrance cost the journeys time; they ran about a quarter slower on CI's two cores. prod-en keeps the
// default motion, so the production journeys still go through the animated entrances.
const DEV_MOTION = { reducedMotion: 'reduce' } as const
// `npm run start`'s settings for the production journeys. A journey that needs the same server configured otherwise
// (web/e2e/support/start-server.ts) starts another from them.
const PROD_SERVER_ENV = {
  // The build pre-renders its pages for the origin the journeys open.
  VITE_SITE_ORIGIN: PROD_URL,
  PORT: String(PROD_PORT),
  DIST_DIR: PROD_BUILD_DIR,
  ...contractProxyUpstreams(CONTRACT_PROXY_PORT),
  WS_UPSTREAM: MOCK_SERVER_URL,
  CONTRACT_VIOLATION_LOG,
  ACCESS_LOG: 'off',
  NGINX_WORKER_PROCESSES: '1',
}
process.env.E2E_PROD_SERVER_ENV = JSON.stringify(PROD_SERVER_ENV)

export default defineConfig({
  testDir: './web/e2e',
  // The journeys; web/e2e/support's own unit tests (*.test.ts) run under Vitest.
  testMatch: '*.spec.ts',
  outputDir: './test-results',
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  retries: process.env.CI ? 1 : 0,
  workers: 2,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [
    ['list'],
    ['json', { outputFile: process.env.PLAYWRIGHT_JSON_OUTPUT_FILE ?? '.cache/test-reports/e2e.json' }],
    ['./web/e2e/prod-contract-reporter.ts', { log: CONTRACT_VIOLATION_LOG, project: 'prod-en' }],
  ],
  use: {
    // A trace records every action's DOM snapshot: recorded for every journey (to keep a failing one's) it cost a
    // fifth of the run. CI retries a failed journey once, with a trace; locally, `--trace on` when you need one.
    trace: 'on-first-retry',
    launchOptions: { executablePath, args: chromiumArgs },
  },
  projects: [
    {
      name: 'dev-en',
      grepInvert: /@prod-only/,
      use: { ...devices['Desktop Chrome'], ...DEV_MOTION, baseURL: DEV_URL, locale: 'en-US' },
    },
    {
      name: 'dev-ru',
      grepInvert: /@prod-only/,
      use: { ...devices['Desktop Chrome'], ...DEV_MOTION, baseURL: DEV_URL, locale: 'ru-RU' },
    },
    {
      name: 'prod-en',
      grep: /@prod/,
      use: { ...devices['Desktop Chrome'], baseURL: PROD_URL, locale: 'en-US' },
    },
  ],
  webServer: [
    {
      command: MOCK_DIST
        ? MOCK_PREVIEW
        : `npx vite build --mode mock --outDir ${MOCK_BUILD_DIR} --emptyOutDir && ${MOCK_PREVIEW}`,
      url: DEV_URL,
      // The pre-rendered pages' links name the site they are served on (docs/prerendering.md).
      env: { VITE_SITE_ORIGIN: DEV_URL },
      reuseExistingServer: !process.env.CI,
      timeout: 180_000,
    },
    {
      command: 'npx tsx mocks/server/main.ts',
      url: `${MOCK_SERVER_URL}/api/v1/health`,
      env: {
        MOCK_SERVER_PORT: String(MOCK_SERVER_PORT),
        MOCK_CORS_ORIGINS: `${PROD_URL},http://127.0.0.1:${PROD_PORT}`,
      },
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
    },
    {
      command: 'npx tsx scripts/start-contract-proxy.ts',
      url: `http://127.0.0.1:${CONTRACT_PROXY_PORT}/api/v1/health`,
      env: { UPSTREAM: MOCK_SERVER_URL, CONTRACT_PROXY_PORT: String(CONTRACT_PROXY_PORT) },
      reuseExistingServer: !process.env.CI,
      timeout: 120_000,
    },
    {
      command: PROD_DIST
        ? 'npm run -s start'
        : `npx vite build --outDir ${PROD_BUILD_DIR} --emptyOutDir && npm run -s start`,
      url: PROD_URL,
      env: PROD_SERVER_ENV,
      reuseExistingServer: !process.env.CI,
      timeout: 180_000,
    },
  ],
})

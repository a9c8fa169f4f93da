import { defineConfig, devices } from '@playwright/test'
import { chromiumArgs, findChromium } from './scripts/find-chromium.mjs'

// End-to-end journeys in real Chromium (README "Tests"). Every journey runs in both locales: the dev-en and
// dev-ru projects differ only in the browser language, which is how the site picks the locale (spec §4).
// The dev projects run against `npm run dev` with the MSW worker; prod-en runs the journeys tagged @prod against
// the production build pointed at the HTTP + WebSocket mock server, exactly as against a real backend.
const DEV_URL = 'http://localhost:5173'
const PROD_URL = 'http://localhost:4173'
const MOCK_SERVER_URL = 'http://127.0.0.1:4010'
const executablePath = findChromium() ?? undefined

export default defineConfig({
  testDir: './web/e2e',
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
  ],
  use: {
    trace: 'retain-on-failure',
    launchOptions: { executablePath, args: chromiumArgs },
  },
  projects: [
    { name: 'dev-en', use: { ...devices['Desktop Chrome'], baseURL: DEV_URL, locale: 'en-US' } },
    { name: 'dev-ru', use: { ...devices['Desktop Chrome'], baseURL: DEV_URL, locale: 'ru-RU' } },
    {
      name: 'prod-en',
      grep: /@prod/,
      use: { ...devices['Desktop Chrome'], baseURL: PROD_URL, locale: 'en-US' },
    },
  ],
  webServer: [
    {
      command: 'npx vite --port 5173 --strictPort',
      url: DEV_URL,
      reuseExistingServer: !process.env.CI,
      timeout: 120_000,
    },
    {
      command: 'npx tsx mocks/server/main.ts',
      url: `${MOCK_SERVER_URL}/api/v1/health`,
      env: { MOCK_SERVER_PORT: '4010', MOCK_CORS_ORIGINS: `${PROD_URL},http://127.0.0.1:4173` },
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
    },
    {
      command:
        'npx vite build --outDir .cache/dist-e2e --emptyOutDir && npx vite preview --outDir .cache/dist-e2e --port 4173 --strictPort',
      url: PROD_URL,
      env: { VITE_API_BASE_URL: MOCK_SERVER_URL },
      reuseExistingServer: !process.env.CI,
      timeout: 180_000,
    },
  ],
})

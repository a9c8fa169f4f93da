import { test as base, type TestInfo } from '@playwright/test'
import { runsInLocale } from './locale-share'

export * from '@playwright/test'

/** Each line of what the pages said, cut to this length: the list reporter prints only a failure's first 300 characters. */
const LINE_LENGTH = 240

/**
 * Playwright's `test`, plus what the journey's pages said: a journey that fails gets an attachment, "page console",
 * with its pages' uncaught errors, console errors and warnings and failed requests, most telling first. The
 * list reporter prints its start under the failure (the JSON report keeps it whole), so a failure that happens once
 * in a hundred runs (the error page's "TypeError", a missing part) names its cause in the CI log. CI retries a
 * failed journey with a trace; this covers the first run, which has none.
 */
export const test = base.extend<{ localeShare: undefined; pageConsole: undefined }>({
  // Before the page fixtures, so a journey this project does not run costs no browser context.
  localeShare: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's needs from this pattern: none here.
    async ({}, use, testInfo) => {
      test.skip(!runsInLocale(testInfo), 'runs in the other locale (E2E_LOCALES=both: in both)')
      await use(undefined)
    },
    { auto: true },
  ],
  pageConsole: [
    async ({ context }, use, testInfo) => {
      const uncaught: string[] = []
      const said: string[] = []
      const failedRequests: string[] = []
      context.on('weberror', (error) =>
        uncaught.push(`uncaught ${error.error().stack ?? error.error().message}`),
      )
      context.on('console', (message) => {
        if (message.type() === 'error' || message.type() === 'warning')
          said.push(`console.${message.type()}: ${message.text()}`)
      })
      context.on('requestfailed', (request) =>
        failedRequests.push(`${request.method()} ${request.url()} failed: ${request.failure()?.errorText}`),
      )
      await use(undefined)
      await attachOnFailure(testInfo, [...uncaught, ...said, ...failedRequests])
    },
    { auto: true },
  ],
})

async function attachOnFailure(testInfo: TestInfo, lines: string[]): Promise<void> {
  if (testInfo.status === testInfo.expectedStatus || lines.length === 0) return
  const body = lines.map((line) => line.replace(/\s+/g, ' ').slice(0, LINE_LENGTH)).join('\n')
  await testInfo.attach('page console', { body, contentType: 'text/plain' })
}

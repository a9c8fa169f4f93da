import { localePath, testLocale } from './support/locale'
import { type Browser, expect, type TestInfo, test } from './support/test'

// The browser fingerprint (the u_id cookie): computed by the fingerprinting library once the page is idle, from
// what the browser is (not a random id), so a fresh profile of the same browser gets the same id.

/** A new, empty context of the project's browser (its locale, viewport and user agent), as a fresh visit. */
async function freshVisitId(browser: Browser, testInfo: TestInfo): Promise<string> {
  const { viewport, userAgent, deviceScaleFactor, isMobile, hasTouch, locale, baseURL, reducedMotion } =
    testInfo.project.use
  const context = await browser.newContext({
    viewport,
    userAgent,
    deviceScaleFactor,
    isMobile,
    hasTouch,
    locale,
    baseURL,
    reducedMotion,
  })
  try {
    const page = await context.newPage()
    await page.goto(localePath(testLocale(testInfo), '/'))
    const uid = async () => (await context.cookies()).find((cookie) => cookie.name === 'u_id')?.value
    await expect.poll(uid, { timeout: 15_000 }).toBeTruthy()
    return String(await uid())
  } finally {
    await context.close()
  }
}

test('two fresh visits of the same browser get the same u_id, the library’s id @prod', async ({
  browser,
}, testInfo) => {
  const first = await freshVisitId(browser, testInfo)
  const second = await freshVisitId(browser, testInfo)
  expect(first).toMatch(/^[0-9a-f]{32}$/)
  expect(second).toBe(first)
})

import { expect, type Page } from '@playwright/test'

/**
 * The page's clock is Playwright's (`page.clock.install()` before the page loads), so the next health checks (5 s
 * after an answer, ×1.5 after a failure) come when this moves time on, not after real seconds: journeys do not
 * depend on how busy the machine is. Moves the clock past the next check until `assertion` holds.
 */
export async function untilAfterChecks(page: Page, assertion: () => Promise<void>): Promise<void> {
  await expect(async () => {
    await page.clock.fastForward(6_000)
    await assertion()
  }).toPass({ timeout: 30_000, intervals: [250] })
}

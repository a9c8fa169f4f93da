import type { Page } from '@playwright/test'

/**
 * The app polls every 5 s: the order page (ORDER_POLL_INTERVAL_MS), the KYC modal's check with the card provider
 * (KYC_POLL_INTERVAL_MS) and the verification status (VERIFICATION_STATUS_POLL_MS). A journey that waits for one
 * installs Playwright's clock before the first page load (it runs at its real pace) and, once the mocks have moved
 * on, jumps it one interval ahead: the page's next poll comes now instead of up to 5 s later. The jump fires only
 * the timers due within it, so a poll that came later than its interval fails the journey.
 */
export const nextPoll = (page: Page, intervalMs: number) => page.clock.fastForward(intervalMs)

import { expect, type Page } from '@playwright/test'

/**
 * Waits until the app has loaded all the code its first page needs and React has taken over `#app` (hydrating a
 * pre-rendered page, or rendering the shell). React marks its root container with a `__reactContainer$…`
 * property. Not the app's `app:hydrate` performance mark: a journey that installs Playwright's clock replaces
 * `performance` too. Polled from the test, not in the page, whose timers that clock replaces.
 */
export async function appStarted(page: Page): Promise<void> {
  await expect
    .poll(() =>
      page.evaluate(() =>
        Object.keys(document.getElementById('app') ?? {}).some((key) => key.startsWith('__reactContainer$')),
      ),
    )
    .toBe(true)
}

import { dropConnection } from './support/connection'
import { appStarted } from './support/hydration'
import { localePath, type TestLocale, testLocale, text } from './support/locale'
import { expect, type Page, type Route, test } from './support/test'

// docs/product.md §9: after a deploy the hashed files of the build a page was loaded with are gone. The first
// part that needs one fails to load: the page reloads once, to the new build; the reload guard (10 s) keeps a file
// that is really missing from reloading the page again and again. A file that fails because the connection is down
// is not a deploy: no reload then (docs/architecture.md "A lost connection is not a new build").

/** The sign-in dialog's code, which loads on first use: a guest sent home by the account guard needs it at once. */
const AUTH_DIALOG_CODE = /\/assets\/auth-dialog-[\w-]+\.js$/

/** Answers the first `times` requests for the sign-in dialog's code as a server without that file does. */
async function dialogCodeGone(page: Page, times: number): Promise<{ failed: () => number }> {
  let failed = 0
  await page.route(AUTH_DIALOG_CODE, (route) => {
    if (failed >= times) return route.continue()
    failed += 1
    return route.fulfill({ status: 404, contentType: 'text/html', body: '<h1>Not Found</h1>' })
  })
  return { failed: () => failed }
}

function countLoads(page: Page): () => number {
  let loads = 0
  page.on('load', () => {
    loads += 1
  })
  return () => loads
}

const signInDialog = (page: Page, locale: TestLocale) =>
  page.getByRole('dialog', { name: text(locale, 'auth_login_title') })

test('a part whose file a deploy removed reloads the page once, and the reloaded page has it @prod', async ({
  page,
}, testInfo) => {
  const locale = testLocale(testInfo)
  const gone = await dialogCodeGone(page, 1)
  const loads = countLoads(page)
  await page.goto(`${localePath(locale, '/')}?redirect=%2Flk`)
  await expect(signInDialog(page, locale)).toBeVisible()
  expect(gone.failed()).toBe(1)
  expect(loads()).toBe(2)
  expect(new URL(page.url()).searchParams.get('redirect')).toBe('/lk')
})

test('a file still missing after that reload shows the error page and reloads no more @prod', async ({
  page,
}, testInfo) => {
  const locale = testLocale(testInfo)
  const gone = await dialogCodeGone(page, Number.POSITIVE_INFINITY)
  const loads = countLoads(page)
  await page.goto(`${localePath(locale, '/')}?redirect=%2Flk`)
  await expect(page.getByRole('heading', { name: text(locale, 'error_page_title') })).toBeVisible()
  expect(loads()).toBe(2)
  expect(gone.failed()).toBe(2)
  // No third load: the guard holds past the time a reload takes.
  await page.waitForTimeout(2_000)
  expect(loads()).toBe(2)
})

/** The how-it-works page's own code (its route chunk, not its texts), which no other page loads. */
const HOW_IT_WORKS_CODE = /\/assets\/how-it-works-[\w-]{8}\.js$/

test('a page whose code fails to load while the connection is down opens once it is back, without a reload @prod', async ({
  page,
  context,
}, testInfo) => {
  const locale = testLocale(testInfo)
  const path = localePath(locale, '/support')
  await page.goto(path)
  const support = page.getByRole('heading', { level: 1, name: text(locale, 'page_title_support') })
  await expect(support).toBeVisible()
  // Hydrated: the link is the router's (before, it is a plain link, which works without the app).
  await appStarted(page)
  const loads = countLoads(page)

  // The connection drops as the page's code is requested (the context's route: in the dev projects the request
  // comes from the mocks' service worker).
  let reconnect: (() => Promise<void>) | undefined
  const dropped = async (route: Route) => {
    reconnect ??= await dropConnection(context)
    await route.abort('internetdisconnected')
  }
  await context.route(HOW_IT_WORKS_CODE, dropped)
  await page
    .getByRole('contentinfo')
    .getByRole('link', { name: text(locale, 'footer_link_how_it_works') })
    .click()
  await expect.poll(() => reconnect).toBeDefined()
  // The visitor's page stays: no reload into the browser's offline page (what lazyRouteComponent did).
  await page.waitForTimeout(1_500)
  expect(loads()).toBe(0)
  await expect(support).toBeVisible()
  // The navigation is pending meanwhile: the loading bar runs.
  await expect(page.locator('[role="progressbar"]')).toHaveAttribute('aria-busy', 'true')

  await context.unroute(HOW_IT_WORKS_CODE, dropped)
  await reconnect?.()
  await expect(
    page.getByRole('heading', { level: 1, name: text(locale, 'page_title_how_it_works') }),
  ).toBeVisible()
  expect(new URL(page.url()).pathname).toBe(localePath(locale, '/how-it-works'))
  expect(loads()).toBe(0)
})

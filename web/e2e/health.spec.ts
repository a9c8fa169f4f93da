import { INTERNET_CHECK_URL } from '../config/constants'
import { dropConnection } from './support/connection'
import { untilAfterChecks } from './support/health-checks'
import { appStarted } from './support/hydration'
import { localePath, type TestLocale, testLocale, text } from './support/locale'
import { mockControls } from './support/mock-controls'
import { expect, type Page, type Route, test } from './support/test'

// Spec docs/product.md §4 Health in both locales, driven by the dev mock controls: ?mock-health=… at load and
// window.__mock.health(…) afterwards (mocks/browser.ts). Checks run every 5 s after an answer.

type HealthSetting = 'OK' | 'TECHNICAL_DIFFICULTIES' | 'UNHEALTHY' | 'fail'

/**
 * Sets the mocks' health once the mocks run: a pre-rendered page shows its navigation before its script has
 * started them, so a visible page no longer means that window.__mock is there.
 */
async function setHealth(page: Page, status: HealthSetting) {
  await page.waitForFunction(() => window.__mock !== undefined)
  await page.evaluate((s) => window.__mock?.health(s as never), status)
}

/** The health checks' code, which loads right after the page (features/health/health-monitor.tsx). */
const START_HEALTH_CHUNK = /\/assets\/start-health-[\w-]+\.js$/

const mainNav = (page: Page, locale: TestLocale) =>
  page.getByRole('navigation', { name: text(locale, 'nav_main_label') })

test.beforeEach(async ({ page }) => {
  await page.clock.install()
})

test('technical difficulties replace the app, which comes back by itself', async ({ page }, testInfo) => {
  const locale = testLocale(testInfo)
  await page.goto(localePath(locale, '/?mock-health=TECHNICAL_DIFFICULTIES'))
  const heading = page.getByRole('heading', { name: text(locale, 'service_technical_difficulties_title') })
  await expect(heading).toBeVisible()
  await expect(mainNav(page, locale)).toHaveCount(0)

  await setHealth(page, 'OK')
  // The next check comes 5 s after the last answer.
  await untilAfterChecks(page, () => expect(mainNav(page, locale).first()).toBeVisible({ timeout: 500 }))
  await expect(heading).toHaveCount(0)
})

test('an unhealthy service shows the unavailable page and recovers', async ({ page }, testInfo) => {
  const locale = testLocale(testInfo)
  await page.goto(localePath(locale, '/support'))
  await expect(mainNav(page, locale).first()).toBeVisible()

  await setHealth(page, 'UNHEALTHY')
  const heading = page.getByRole('heading', { name: text(locale, 'service_unhealthy_title') })
  await untilAfterChecks(page, () => expect(heading).toBeVisible({ timeout: 500 }))

  await setHealth(page, 'OK')
  await untilAfterChecks(page, () => expect(heading).toHaveCount(0, { timeout: 500 }))
  // The page the visitor was on is still there.
  await expect(
    page.getByRole('heading', { level: 1, name: text(locale, 'page_title_support') }),
  ).toBeVisible()
})

test('one gateway down leaves the site working as the other one says; both down is an outage', async ({
  page,
  context,
}, testInfo) => {
  const locale = testLocale(testInfo)
  const controls = mockControls(page, testInfo)
  // The internet check answers: failed checks then mean the service, not the visitor's connection. The context's
  // route: the check goes through the mocks' service worker, and only the context sees the worker's request.
  await context.route(INTERNET_CHECK_URL, (route) => route.fulfill({ status: 200, body: 'ok' }))
  const healthCalls: string[] = []
  page.on('request', (request) => {
    const { pathname } = new URL(request.url())
    if (pathname.startsWith('/api/v1/health')) healthCalls.push(pathname)
  })
  const warnings: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'warning') warnings.push(message.text())
  })
  const other = () => healthCalls.filter((path) => path === '/api/v1/healthz').length
  const unavailable = page.getByRole('heading', { name: text(locale, 'service_unhealthy_title') })
  const technical = page.getByRole('heading', { name: text(locale, 'service_technical_difficulties_title') })

  // The main gateway fails every check; the other answers OK: more checks than the failures an outage takes, and
  // the site is there to use throughout, with nothing over it.
  await page.goto(localePath(locale, '/support?mock-gateway-down=getHealth'))
  await untilAfterChecks(page, async () => {
    expect(other()).toBeGreaterThan(4)
  })
  await expect(mainNav(page, locale).first()).toBeVisible()
  await expect(unavailable).toHaveCount(0)
  await expect(page.getByText(text(locale, 'health_offline_title'))).toHaveCount(0)
  expect(warnings.filter((line) => line.includes('/api/v1/healthz'))).toHaveLength(1)

  // The other gateway speaks for the service: its technical difficulties show, and its OK ends them.
  await setHealth(page, 'TECHNICAL_DIFFICULTIES')
  await untilAfterChecks(page, () => expect(technical).toBeVisible({ timeout: 500 }))
  await setHealth(page, 'OK')
  await untilAfterChecks(page, () => expect(mainNav(page, locale).first()).toBeVisible({ timeout: 500 }))

  // The other gateway alone down is not seen: the main one answers.
  await controls.gatewayDown('getHealthz')
  healthCalls.length = 0
  await untilAfterChecks(page, async () => {
    expect(healthCalls.length).toBeGreaterThan(1)
  })
  expect(healthCalls.every((path) => path === '/api/v1/health')).toBe(true)

  // Both fail: checks back off, and beyond three failures the service shows as unavailable.
  await controls.gatewayDown(null)
  await setHealth(page, 'fail')
  await untilAfterChecks(page, () => expect(unavailable).toBeVisible({ timeout: 500 }))
})

test('failing checks while the visitor is offline show the offline notice, not the unavailable page', async ({
  page,
  context,
}, testInfo) => {
  const locale = testLocale(testInfo)
  await page.goto(localePath(locale, '/support'))
  await expect(mainNav(page, locale).first()).toBeVisible()
  // The pre-rendered page is on screen before the app has loaded its code; offline, the code it still needs would
  // wait for the connection, and the checks with it.
  await appStarted(page)

  await setHealth(page, 'fail')
  await context.setOffline(true)
  // Failed checks back off 5 s, 7.5 s; from the 3rd failure the internet check decides.
  const offline = page.getByText(text(locale, 'health_offline_title'))
  await untilAfterChecks(page, () => expect(offline).toBeVisible({ timeout: 500 }))
  await expect(page.getByRole('heading', { name: text(locale, 'service_unhealthy_title') })).toHaveCount(0)

  await context.setOffline(false)
  await setHealth(page, 'OK')
  await untilAfterChecks(page, () => expect(offline).toHaveCount(0, { timeout: 500 }))
  await expect(mainNav(page, locale).first()).toBeVisible()
})

test('a connection lost while the checks load shows the offline notice, keeps the page, and the checks start once it is back', async ({
  page,
  context,
}, testInfo) => {
  const locale = testLocale(testInfo)
  // The checks' code loads right after the page; the connection drops as it is requested.
  let reconnect = async () => {}
  await page.route(START_HEALTH_CHUNK, async (route) => {
    reconnect = await dropConnection(context)
    await route.abort('internetdisconnected')
  })
  await page.goto(localePath(locale, '/support'))
  const offline = page.getByText(text(locale, 'health_offline_title'))
  await expect(offline).toBeVisible()
  // Not reloaded into the browser's offline page: the visitor's page is still there.
  await expect(
    page.getByRole('heading', { level: 1, name: text(locale, 'page_title_support') }),
  ).toBeVisible()
  expect(page.url()).toContain('/support')

  await page.unroute(START_HEALTH_CHUNK)
  await reconnect()
  await untilAfterChecks(page, () => expect(offline).toHaveCount(0, { timeout: 500 }))
  // The checks run now: an unhealthy service shows.
  await setHealth(page, 'UNHEALTHY')
  await untilAfterChecks(page, () =>
    expect(page.getByRole('heading', { name: text(locale, 'service_unhealthy_title') })).toBeVisible({
      timeout: 500,
    }),
  )
})

test('a connection the browser calls online that reaches nothing while the checks load: the offline notice shows, the page stays, and the checks start once the site answers', async ({
  page,
  context,
}, testInfo) => {
  const locale = testLocale(testInfo)
  const path = localePath(locale, '/support')
  // Nothing from the site arrives (the checks' code, the probe of the page's own address), yet the browser never
  // goes offline: no `online` event will come, so the page has to ask the site again by itself.
  const unreachable = (route: Route) => route.abort('internetdisconnected')
  await page.route(START_HEALTH_CHUNK, unreachable)
  const probe = (route: Route) =>
    route.request().method() === 'HEAD' ? route.abort('internetdisconnected') : route.fallback()
  const thePage = (url: URL) => url.pathname === path
  // The context's route: in the dev projects the probe goes through the mocks' service worker, and only the
  // context sees the worker's request (with page.route the probe got its answer, and this journey failed).
  await context.route(thePage, probe)
  await page.goto(path)
  const offline = page.getByText(text(locale, 'health_offline_title'))
  await expect(offline).toBeVisible()
  await expect(
    page.getByRole('heading', { level: 1, name: text(locale, 'page_title_support') }),
  ).toBeVisible()
  expect(page.url()).toContain(path)

  await page.unroute(START_HEALTH_CHUNK, unreachable)
  await context.unroute(thePage, probe)
  await untilAfterChecks(page, () => expect(offline).toHaveCount(0, { timeout: 500 }))
  await setHealth(page, 'UNHEALTHY')
  await untilAfterChecks(page, () =>
    expect(page.getByRole('heading', { name: text(locale, 'service_unhealthy_title') })).toBeVisible({
      timeout: 500,
    }),
  )
})

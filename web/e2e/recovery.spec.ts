import { ADDRESS } from './support/addresses'
import { exchangeForm, num, sendAmount } from './support/exchange-form'
import { untilAfterChecks } from './support/health-checks'
import { HTML_LANG, localePath, type TestLocale, testLocale, text } from './support/locale'
import { mockControls } from './support/mock-controls'
import { createOrder, INSTRUMENT, orderUrl } from './support/orders'
import { expect, type Page, type Route, test } from './support/test'

// A page opened during an outage comes back by itself (docs/product.md §4 Health: OK enables the service): the non-working
// layout shows while health is UNHEALTHY and every call answers 503; when health answers OK again the shell
// re-runs the loaders that failed and the page shows its content, at the same address, without a reload.
// The dev projects start the outage with ?mock-health=UNHEALTHY and end it with window.__mock.health('OK').

/** The address with the dev mock switch that makes health UNHEALTHY (and every other call 503) from the start. */
const duringOutage = (path: string) => `${path}${path.includes('?') ? '&' : '?'}mock-health=UNHEALTHY`

const unavailable = (page: Page, locale: TestLocale) =>
  page.getByRole('heading', { name: text(locale, 'service_unhealthy_title') })

/** Marks the document; a reload would lose the mark. */
const markDocument = (page: Page) => page.evaluate(() => Object.assign(window, { __sameDocument: true }))
const sameDocument = (page: Page) =>
  page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument === true)

test.beforeEach(async ({ page }) => {
  await page.clock.install()
})

/** Each page with an amount inside its pair's limits (an amount outside them would be replaced, docs/product.md §9). */
const PAGES = [
  { path: '/', amount: '600' },
  { path: '/exchange-btc-eth', amount: '0.05' },
  { path: '/useCalc', amount: '600' },
]

for (const { path, amount } of PAGES) {
  test(`${path} opened during an outage shows its swap form once health returns`, async ({
    page,
  }, testInfo) => {
    const locale = testLocale(testInfo)
    const controls = mockControls(page, testInfo)
    const address = `${localePath(locale, path)}?amount=${amount}`
    await page.goto(duringOutage(address))
    await expect(unavailable(page, locale)).toBeVisible()
    await expect(exchangeForm(page, locale)).toHaveCount(0)
    await markDocument(page)
    const where = page.url()

    await controls.health('OK')
    await untilAfterChecks(page, () => expect(exchangeForm(page, locale)).toBeVisible({ timeout: 500 }))

    await expect(unavailable(page, locale)).toHaveCount(0)
    await expect(page.getByRole('heading', { name: text(locale, 'error_page_title') })).toHaveCount(0)
    await expect(sendAmount(page, locale)).toHaveValue(num(locale, amount))
    expect(page.url()).toBe(where)
    expect(new URL(where).searchParams.get('amount')).toBe(amount)
    await expect(page.locator('html')).toHaveAttribute('lang', HTML_LANG[locale])
    expect(await sameDocument(page)).toBe(true)
  })
}

test('the order page opened during an outage shows the order once health returns', async ({
  page,
}, testInfo) => {
  const locale = testLocale(testInfo)
  const controls = mockControls(page, testInfo)
  await controls.open(localePath(locale, '/'))
  const order = await createOrder(controls, {
    rateMode: 'FLOATING',
    instrumentFrom: INSTRUMENT.btc,
    instrumentTo: INSTRUMENT.usdtTrc20,
    destinationAddress: ADDRESS.trc20,
    claimedDepositAmount: 0.01,
  })
  await page.goto(duringOutage(orderUrl(locale, order)))
  await expect(unavailable(page, locale)).toBeVisible()
  await markDocument(page)

  await controls.health('OK')
  await untilAfterChecks(page, () =>
    expect(page.getByRole('heading', { level: 1 })).toContainText(order.orderId, { timeout: 500 }),
  )

  await expect(page.getByRole('region', { name: text(locale, 'order_details_title') })).toBeVisible()
  expect(new URL(page.url()).pathname).toBe(localePath(locale, `/order/${order.orderId}`))
  expect(new URL(page.url()).searchParams.get('destinationAddress')).toBe(ADDRESS.trc20)
  expect(await sameDocument(page)).toBe(true)
})

test('the production build recovers the same way @prod-only', async ({ page }, testInfo) => {
  // Against the production build the outage is this page's own: its API calls are answered as a service that is
  // down would answer them (health UNHEALTHY, everything else 503). The HTTP mock server's /__mock/health would
  // take down every journey running at the same time, as it is one server for all of them.
  const locale = testLocale(testInfo)
  // The production build calls its API on its own origin (nginx proxies /api/ to the backend).
  const api = '**/api/**'
  const outage = (route: Route) =>
    new URL(route.request().url()).pathname === '/api/v1/health'
      ? route.fulfill({ json: { status: 'UNHEALTHY' } })
      : route.fulfill({
          status: 503,
          json: { code: 'ERR_SERVICE_UNAVAILABLE', message: 'Service is unhealthy', traceId: 'e2e-outage' },
        })
  await page.route(api, outage)
  await page.goto(`${localePath(locale, '/exchange-btc-eth')}?amount=0.05`)
  await expect(unavailable(page, locale)).toBeVisible()
  await markDocument(page)

  await page.unroute(api, outage)
  await untilAfterChecks(page, () => expect(exchangeForm(page, locale)).toBeVisible({ timeout: 500 }))
  await expect(sendAmount(page, locale)).toHaveValue(num(locale, '0.05'))
  expect(await sameDocument(page)).toBe(true)
})

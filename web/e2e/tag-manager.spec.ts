import { TAG_MANAGER_ORIGIN } from '../config/constants'
import { ADDRESS } from './support/addresses'
import { expectOrderPage, priced, submitOrder } from './support/exchange-form'
import { appStarted } from './support/hydration'
import { text } from './support/locale'
import { startProductionServer } from './support/start-server'
import { expect, type Page, test } from './support/test'

// The tag manager (docs/product.md "Tag manager", docs/decisions/006-tag-manager-under-the-csp.md) on the production server configured with a
// container: `npm run start` with TAG_MANAGER_ID, beside the production journeys' own server. Google's loader is
// a stub served here (the journeys reach no other site); it reads dataLayer as Tag Manager does and writes a custom
// HTML tag with its own nonce, as Tag Manager does. Nothing the policy refuses may be reported.

const CONTAINER = 'GTM-JOURNEY1'
const LOADER = `${TAG_MANAGER_ORIGIN}/gtm.js?id=${CONTAINER}`
const STUB = `(function () {
  var stub = (window.__tagManager = { events: [], customTag: false })
  var layer = (window.dataLayer = window.dataLayer || [])
  var take = function (entry) { if (entry && entry.event) stub.events.push(entry) }
  layer.forEach(take)
  var push = layer.push
  layer.push = function () {
    for (var i = 0; i < arguments.length; i++) take(arguments[i])
    return push.apply(layer, arguments)
  }
  var tag = document.createElement('script')
  tag.nonce = document.currentScript.nonce
  tag.textContent = 'window.__tagManager.customTag = true'
  document.head.appendChild(tag)
})()`

type Seen = { events: { event: string; page_path?: string }[]; customTag: boolean }
const seen = (page: Page) =>
  page.evaluate(() => (window as unknown as { __tagManager?: Seen }).__tagManager ?? null)

/** What the policy refused, from the first byte on. */
async function watchViolations(page: Page): Promise<string[]> {
  const refused: string[] = []
  await page.exposeFunction('__refused', (line: string) => refused.push(line))
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) =>
      (window as unknown as { __refused: (line: string) => void }).__refused(
        `${event.violatedDirective} ${event.blockedURI}`,
      ),
    )
  })
  return refused
}

/** Google's loader, answered by the stub; returns every request for it. */
async function stubLoader(page: Page): Promise<string[]> {
  const loads: string[] = []
  await page.route(
    (url) => url.href === LOADER,
    (route) => {
      loads.push(route.request().url())
      return route.fulfill({ contentType: 'text/javascript', body: STUB })
    },
  )
  return loads
}

/** The sources of one directive of a Content-Security-Policy. */
const directive = (policy: string, name: string) =>
  policy
    .split(';')
    .map((part) => part.trim().split(/\s+/))
    .find(([first]) => first === name)
    ?.slice(1) ?? []

test.describe('a configured tag manager @prod-only', () => {
  let server: Awaited<ReturnType<typeof startProductionServer>>
  test.beforeAll(async () => {
    server = await startProductionServer({ TAG_MANAGER_ID: CONTAINER })
  })
  test.afterAll(async () => {
    await server?.stop()
  })

  test('loads once the visitor accepts, runs under the policy, and the page views and exchange reach it', async ({
    page,
  }) => {
    const refused = await watchViolations(page)
    const loads = await stubLoader(page)
    const scripts = directive(
      (await page.request.get(`${server.url}/`)).headers()['content-security-policy'] ?? '',
      'script-src',
    )
    expect(scripts).toContain(TAG_MANAGER_ORIGIN)
    expect(scripts.filter((source) => /^'nonce-[0-9a-f]{32}'$/.test(source))).toHaveLength(1)
    for (const unsafe of ["'unsafe-inline'", "'unsafe-eval'", "'strict-dynamic'"])
      expect(scripts).not.toContain(unsafe)

    await page.goto(`${server.url}/support`)
    const question = page.getByRole('region', { name: text('en', 'tracking_consent_title') })
    await expect(question).toBeVisible()
    // Nothing of Google's loads before the answer.
    expect(loads).toEqual([])

    await question.getByRole('button', { name: text('en', 'tracking_consent_accept') }).click()
    await expect(question).toBeHidden()
    await expect.poll(async () => (await seen(page))?.customTag).toBe(true)
    expect(loads).toEqual([LOADER])
    // The page view pushed before the container loaded reaches it, and so do the next ones.
    expect((await seen(page))?.events).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ event: 'page_view', page_path: '/support' }),
        expect.objectContaining({ event: 'gtm.js' }),
      ]),
    )
    await page
      .getByRole('navigation', { name: text('en', 'nav_main_label') })
      .getByRole('link', { name: text('en', 'nav_blog') })
      .click()
    await expect
      .poll(async () => (await seen(page))?.events.filter((event) => event.event === 'page_view').at(-1))
      .toMatchObject({ page_path: '/blog' })

    // The answer is kept: the next visit is not asked, and the container loads at once.
    await page.goto(`${server.url}/?send=btc&receive=usdttrc20&amount=0.02`)
    await priced(page, 'en')
    await expect(question).toBeHidden()
    await expect.poll(async () => (await seen(page))?.customTag).toBe(true)
    await submitOrder(page, 'en', { to: { ticker: 'USDT', network: 'TRC20', address: ADDRESS.trc20 } })
    await expectOrderPage(page, 'en', ADDRESS.trc20)
    await expect
      .poll(async () => (await seen(page))?.events.some((event) => event.event === 'exchange_initiated'))
      .toBe(true)
    expect(refused).toEqual([])
  })

  test('a visitor who declines gets nothing of it, and is not asked again', async ({ page }) => {
    const loads = await stubLoader(page)
    await page.goto(`${server.url}/ru/support`)
    const question = page.getByRole('region', { name: text('ru', 'tracking_consent_title') })
    await question.getByRole('button', { name: text('ru', 'tracking_consent_decline') }).click()
    await expect(question).toBeHidden()
    // The question's code still loads with a container configured; once it has, it shows nothing.
    const questionCode = page.waitForResponse(/\/assets\/(ask-consent|tag-manager-consent)-[\w-]+\.js$/)
    await page.reload()
    await appStarted(page)
    await questionCode
    await expect(question).toHaveCount(0)
    expect(loads).toEqual([])
  })
})

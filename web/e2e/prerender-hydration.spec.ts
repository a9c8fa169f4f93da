import {
  priced,
  rateRadio,
  refundAddress,
  sendAmount,
  submitButton,
  termsCheckbox,
} from './support/exchange-form'
import { localePath, testLocale, text } from './support/locale'
import { isProdProject } from './support/mock-controls'
import { prerenderedPaths } from './support/prerendered-pages'
import { expect, type Page, type Response, type TestInfo, test } from './support/test'

// a pre-rendered page becomes the app without a flash or a layout shift. From the first byte the page
// records (an init script, before any of its own code) every layout shift the visitor did not cause and every node
// taken out of #app: React hydrating the HTML keeps the nodes, rendering afresh (createRoot) would replace them.
// It records every form taken out of the page too: a lazily loaded part rendered afresh behind its Suspense
// fallback (the exchange form's order part) would flash its skeleton and lose what was typed.
// The page is opened with a campaign tag (?utm_source): the locale switcher's link carries the query only once
// hydrated (it was rendered without it), which tells the test that hydration is over.

type Recorded = { shifts: { value: number; sources: string[] }[]; removed: string[] }

async function recordFromFirstByte(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const recorded: Recorded = { shifts: [], removed: [] }
    Object.assign(window, { __recorded: recorded })
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as {
        value: number
        hadRecentInput: boolean
        sources?: { node?: Node | null }[]
      }[]) {
        if (entry.hadRecentInput) continue
        const sources = (entry.sources ?? []).map((source) => {
          const node = source.node
          return node instanceof Element
            ? `${node.tagName.toLowerCase()}.${node.className}`
            : String(node?.nodeName)
        })
        recorded.shifts.push({ value: entry.value, sources })
      }
    }).observe({ type: 'layout-shift', buffered: true })
    new MutationObserver((mutations) => {
      for (const mutation of mutations) {
        const target = mutation.target as Element
        const inApp = document.getElementById('app')?.contains(target) === true
        for (const node of mutation.removedNodes) {
          if (target.id === 'app') recorded.removed.push(node.nodeName)
          else if (inApp && node instanceof Element && (node.matches('form') || node.querySelector('form')))
            recorded.removed.push(`a form in ${target.nodeName.toLowerCase()}.${target.className}`)
        }
      }
    }).observe(document, { childList: true, subtree: true })
  })
}

/**
 * Holds the answers to the requests whose URL matches `url` until the returned function is called, which fails the
 * test if nothing was held: page.route never sees a request that the mocks' service worker answers (the dev
 * projects), and a hold that held nothing would prove nothing.
 */
async function holdResponses(page: Page, url: RegExp): Promise<() => void> {
  let held = 0
  let release = () => {}
  const released = new Promise<void>((resolve) => {
    release = resolve
  })
  await page.route(url, async (route) => {
    held += 1
    await released
    await route.continue()
  })
  return () => {
    expect(held, `a request to ${url} held`).toBeGreaterThan(0)
    release()
  }
}

/** The form's code: a home page that waits for it has started its app (early clicks held) but not hydrated. */
const FORM_CODE = /\/assets\/exchange-start-[\w-]+\.js$/

/** Opens the home page (`utm_source` tagged) with the form's code held until the returned function is called. */
async function openHomeWithFormHeld(page: Page, path: string, tag: string): Promise<() => void> {
  const release = await holdResponses(page, FORM_CODE)
  const requested = page.waitForRequest(FORM_CODE)
  await page.goto(`${path}?utm_source=${tag}`, { waitUntil: 'commit' })
  await requested
  return release
}

/** The app's entry: until it runs, no script of the page has (nothing holds a click or records typing). */
const APP_ENTRY = /\/assets\/index-[\w-]+\.js$/

/** Opens a page (`utm_source` tagged) with the app's entry held until the returned function is called. */
async function openWithAppHeld(page: Page, path: string, tag: string): Promise<() => void> {
  const release = await holdResponses(page, APP_ENTRY)
  await page.goto(`${path}?utm_source=${tag}`, { waitUntil: 'commit' })
  return release
}

/**
 * What the support form sent, as the backend received it: the request's body in the production build; in the dev
 * projects the mocks' service worker answers in the page (Playwright sees no body), so the ticket the mocks' world
 * made of it.
 */
async function supportRequestSent(page: Page, answer: Response, testInfo: TestInfo): Promise<unknown> {
  if (isProdProject(testInfo)) return answer.request().postDataJSON()
  const { ticketId } = (await answer.json()) as { ticketId: string }
  return page.evaluate(
    (id) => window.__mock?.world.support.st.tickets.find((ticket) => ticket.ticketId === id)?.request,
    ticketId,
  )
}

const recorded = (page: Page) =>
  page.evaluate(() => (window as unknown as { __recorded: Recorded }).__recorded)

/**
 * A home page, a pair page whose default amount the pre-render moved into the pair's limits, a price page, a blog
 * post or listing and a docs page of the build, in the test's locale.
 */
async function samplePages(page: Page, locale: 'en' | 'ru'): Promise<string[]> {
  const paths = await prerenderedPaths(page.request, locale)
  const first = (prefix: string) => paths.find((path) => path.replace(/^\/ru/, '').startsWith(prefix))
  return [
    localePath(locale, '/'),
    first('/exchange-btc-eth'),
    first('/price/'),
    first('/blog/'),
    first('/docs/'),
  ].filter((path): path is string => path !== undefined)
}

test('pre-rendered pages hydrate without an error, a replaced node or a layout shift', async ({
  page,
}, testInfo) => {
  const locale = testLocale(testInfo)
  const problems: string[] = []
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`))
  page.on('console', (message) => {
    if (message.type() === 'error' && /hydrat|did not match|#418|#423|#425/i.test(message.text())) {
      problems.push(`console: ${message.text()}`)
    }
  })
  await recordFromFirstByte(page)
  const pages = await samplePages(page, locale)
  expect(pages.length).toBe(5)
  for (const path of pages) {
    await test.step(path, async () => {
      const query = '?utm_source=prerender-test'
      await page.goto(`${path}${query}`)
      await expect(page.locator('a[hreflang]').first()).toHaveAttribute('href', new RegExp(`\\${query}$`), {
        timeout: 15_000,
      })
      // Let the frame after hydration paint and report its shifts.
      await page.evaluate(
        () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 100))),
      )
      const { shifts, removed } = await recorded(page)
      expect.soft(removed, `${path}: nodes React replaced instead of hydrating`).toEqual([])
      expect.soft(problems, path).toEqual([])
      expect.soft(shifts, `${path}: layout shifts`).toEqual([])
    })
  }
})

test('a rate mode picked while the app starts is the one the form holds once hydrated @prod', async ({
  page,
}, testInfo) => {
  const locale = testLocale(testInfo)
  // The app has started (its entry holds early clicks) but waits for the form's code before it hydrates.
  const release = await openHomeWithFormHeld(page, localePath(locale, '/'), 'early-click')
  await page.getByText(text(locale, 'exchange_rate_fixed'), { exact: true }).click()
  // Held: neither the page nor the form has changed yet.
  await expect(rateRadio(page, locale, 'fixed')).not.toBeChecked()
  release()
  await expect(rateRadio(page, locale, 'fixed')).toBeChecked({ timeout: 15_000 })
  // The form acts on it: a fixed rate asks for the refund address.
  await expect(refundAddress(page, locale, 'USDT', 'TRC20')).toBeVisible()
})

test('what is typed, chosen or sent before any script has run is what the form holds once hydrated @prod', async ({
  page,
}, testInfo) => {
  const locale = testLocale(testInfo)
  // No script of the page has run: nothing holds the clicks, the browser toggles the controls itself.
  const release = await openWithAppHeld(page, localePath(locale, '/'), 'before-script')
  // Enter in a field would send the form to the page's own address and reload it (index.html stops that).
  await sendAmount(page, locale).fill('777')
  await sendAmount(page, locale).press('Enter')
  await page.getByText(text(locale, 'exchange_rate_fixed'), { exact: true }).click()
  await termsCheckbox(page, locale).check()
  release()
  // Hydrated, the form acts on the amount and the fixed rate: it prices the one and asks for the refund address.
  await expect(page).toHaveURL(/amount=777/, { timeout: 15_000 })
  expect(new URL(page.url()).searchParams.has('destinationAddress')).toBe(false)
  await expect(sendAmount(page, locale)).toHaveValue('777')
  await expect(refundAddress(page, locale, 'USDT', 'TRC20')).toBeVisible()
  await expect(rateRadio(page, locale, 'fixed')).toBeChecked()
  // And holds the terms as accepted: a submit shows every error but that one.
  await submitButton(page, locale).click()
  await expect(page.getByText(text(locale, 'error_address_empty')).first()).toBeVisible()
  await expect(termsCheckbox(page, locale)).toBeChecked()
  await expect(page.getByText(text(locale, 'error_agree_terms'))).toHaveCount(0)

  // A topic chosen and a request typed on the support page before its script ran are what it sends.
  const releaseSupport = await openWithAppHeld(page, localePath(locale, '/support'), 'before-script')
  await page.getByLabel(text(locale, 'info_support_topic_label'), { exact: true }).selectOption('api')
  await page.getByLabel(text(locale, 'info_support_email_label')).fill('ann@example.com')
  const message = 'How do I rotate my API key without downtime for my integration?'
  await page.getByLabel(text(locale, 'info_support_message_label')).fill(message)
  releaseSupport()
  await expect(page.locator('a[hreflang]').first()).toHaveAttribute('href', /\?utm_source=before-script$/, {
    timeout: 15_000,
  })
  const sent = page.waitForResponse((response) => response.url().includes('/api/v1/support/requests'))
  await page.getByRole('button', { name: text(locale, 'info_support_send') }).click()
  expect(await supportRequestSent(page, await sent, testInfo)).toMatchObject({
    topic: 'api',
    email: 'ann@example.com',
    message,
  })
})

test('what is typed while the app starts is what the form and the price search hold once hydrated @prod', async ({
  page,
}, testInfo) => {
  const locale = testLocale(testInfo)
  // The form's code is held: the field on screen is the pre-rendered one, typed into key by key.
  const releaseForm = await openHomeWithFormHeld(page, localePath(locale, '/'), 'early-typing')
  await sendAmount(page, locale).selectText()
  await sendAmount(page, locale).pressSequentially('777')
  releaseForm()
  // Hydrated, the form acts on the typed amount: it writes it into the address and prices it.
  await expect(page).toHaveURL(/amount=777/, { timeout: 15_000 })
  await expect(sendAmount(page, locale)).toHaveValue('777')
  await priced(page, locale)

  // The whole app is held on the price list: its search takes typing and filters once the app has the page.
  const releaseApp = await openWithAppHeld(page, localePath(locale, '/price'), 'early-typing')
  const search = page.getByLabel(text(locale, 'prices_search_label'))
  await search.pressSequentially('bitcoin')
  releaseApp()
  await expect(page).toHaveURL(/q=bitcoin/, { timeout: 15_000 })
  await expect(search).toHaveValue('bitcoin')
  await expect(page.getByRole('link', { name: /ETH.*Ethereum/ })).toHaveCount(0)
})

test('a page scrolled while the app starts stays where it was scrolled, and its links work @prod', async ({
  page,
}, testInfo) => {
  const locale = testLocale(testInfo)
  // The app's entry waits until the page has been scrolled: the router then renders for the first time after it.
  const release = await openWithAppHeld(page, localePath(locale, '/blog'), 'scroll-test')
  const older = page
    .getByRole('navigation', { name: text(locale, 'blog_pager_label') })
    .getByRole('link', { name: text(locale, 'blog_pager_next') })
  await older.scrollIntoViewIfNeeded()
  const scrolled = await page.evaluate(() => window.scrollY)
  expect(scrolled).toBeGreaterThan(0)
  release()
  await expect(page.locator('a[hreflang]').first()).toHaveAttribute('href', /\?utm_source=scroll-test$/, {
    timeout: 15_000,
  })
  // Hydrated, the page has not moved under the visitor (it did: in the mock build back to the top, and a tap on
  // the link then landed on whatever had moved under it).
  expect(await page.evaluate(() => window.scrollY)).toBe(scrolled)
  await older.click()
  await expect(page).toHaveURL((url) => url.pathname === localePath(locale, '/blog/page2'))
})

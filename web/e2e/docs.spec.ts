import { getDoc, listDocs } from '../../mocks/world/content-docs'
import { expectNoSeriousViolations } from './support/axe'
import { cumulativeShift, layoutShifts, recordLayoutShifts } from './support/layout-shifts'
import { localePath, testLocale, text } from './support/locale'
import { VIEWPORTS } from './support/shell-routes.mjs'
import { expect, type Page, test } from './support/test'

// Spec docs/product.md §2 docs in both locales against the mock CMS: the docs-sidebar layout, moving between pages, and the
// partner API (/swap-api) and widget (/widget) docs at their own addresses.

test.use({ reducedMotion: 'reduce' })

const h1 = (page: Page) => page.getByRole('heading', { level: 1 })

test('the docs list every page by section and lead from one page to the next', async ({ page }, testInfo) => {
  const locale = testLocale(testInfo)
  const docs = listDocs(locale)
  const [first, second] = docs
  if (!first || !second) throw new Error('the mocks have too few docs pages')
  await page.goto(localePath(locale, '/docs'))
  await expect(h1(page)).toHaveText(text(locale, 'docs_title'))
  const sidebar = page.getByRole('navigation', { name: text(locale, 'docs_nav_label') })
  for (const doc of docs) await expect(sidebar.getByRole('link', { name: doc.title })).toBeVisible()
  await expectNoSeriousViolations(page, `/docs (${locale})`)

  await sidebar.getByRole('link', { name: first.title }).click()
  await expect(page).toHaveURL((url) => url.pathname === localePath(locale, `/docs/${first.slug}`))
  await expect(h1(page)).toHaveText(first.title)
  await expect(sidebar.getByRole('link', { name: first.title })).toHaveAttribute('aria-current', 'page')

  const pager = page.getByRole('navigation', { name: text(locale, 'docs_pager_label') })
  await pager.getByRole('link', { name: new RegExp(second.title) }).click()
  await expect(page).toHaveURL((url) => url.pathname === localePath(locale, `/docs/${second.slug}`))
  await expect(h1(page)).toHaveText(second.title)
  await pager.getByRole('link', { name: new RegExp(first.title) }).click()
  await expect(h1(page)).toHaveText(first.title)
  await expectNoSeriousViolations(page, `/docs/${first.slug} (${locale})`)
})

test('the partner API and widget docs open at /swap-api and /widget, in the docs layout', async ({
  page,
}, testInfo) => {
  const locale = testLocale(testInfo)
  for (const slug of ['swap-api', 'widget']) {
    const doc = getDoc(slug, locale)
    await page.goto(localePath(locale, `/${slug}`))
    await expect(h1(page)).toHaveText(doc.title)
    await expect(page.getByRole('main').locator('pre code')).toBeVisible()
    const sidebar = page.getByRole('navigation', { name: text(locale, 'docs_nav_label') })
    await expect(sidebar.getByRole('link', { name: doc.title })).toHaveAttribute('aria-current', 'page')
    await expectNoSeriousViolations(page, `/${slug} (${locale})`)
  }
  // /docs/swap-api is the same page: it goes to /swap-api.
  await page.goto(localePath(locale, '/docs/swap-api'))
  await expect(page).toHaveURL((url) => url.pathname === localePath(locale, '/swap-api'))
  const missing = localePath(locale, '/docs/no-such-page')
  await page.goto(missing)
  await expect(h1(page)).toHaveText(text(locale, 'error_not_found_title', { path: missing }))
})

test('on a phone the docs pages fold under one button, and the article does not move as they load', async ({
  page,
}, testInfo) => {
  const locale = testLocale(testInfo)
  const [first] = listDocs(locale)
  if (!first) throw new Error('the mocks have no docs pages')
  await page.setViewportSize(VIEWPORTS.phone)
  await recordLayoutShifts(page)
  await page.goto(`${localePath(locale, `/docs/${first.slug}`)}?mock-latency=800`)
  await expect(h1(page)).toHaveText(first.title)
  const sidebar = page.getByRole('navigation', { name: text(locale, 'docs_nav_label'), exact: true })
  await expect(sidebar).toBeHidden()
  expect(cumulativeShift(await layoutShifts(page))).toBeLessThan(0.01)

  await page.locator('summary', { hasText: text(locale, 'docs_nav_label') }).click()
  await expect(sidebar.getByRole('link', { name: first.title })).toHaveAttribute('aria-current', 'page')
})

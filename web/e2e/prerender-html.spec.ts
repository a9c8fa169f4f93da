import { expect, test } from '@playwright/test'
import { testLocale } from './support/locale'
import { prerenderedPaths } from './support/prerendered-pages'

// Issue 11 §6–7: every pre-rendered page, read as a crawler or a phone before its JavaScript runs (JavaScript
// off): the page's language, its heading, its main content and its head tags are in the HTML the build wrote.
// Each project reads the pages of its own locale (dev-en the English ones, dev-ru the Russian ones).
test.use({ javaScriptEnabled: false })

/** With JavaScript off nothing changes after the load: no assertion needs to wait, and a failing page does not hide the others. */
const check = expect.configure({ soft: true, timeout: 500 })

test('every pre-rendered page shows its heading, content and head tags without JavaScript', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(600_000)
  const locale = testLocale(testInfo)
  const paths = await prerenderedPaths(request, locale)
  // Home, the popular pairs, prices, blog and docs at least; the page list adds pages as routes and content grow.
  expect(paths.length).toBeGreaterThan(20)
  for (const prefix of ['/exchange-', '/price/', '/blog', '/docs/']) {
    expect(
      paths.some((path) => path.replace(/^\/ru/, '').startsWith(prefix)),
      prefix,
    ).toBe(true)
  }
  for (const path of paths) {
    // Soft assertions: one failing page does not hide the others.
    await test.step(path, async () => {
      const response = await page.goto(path)
      check(response?.status(), path).toBe(200)
      const origin = new URL(page.url()).origin
      await check(page.locator('html'), path).toHaveAttribute('lang', locale)
      const heading = page.getByRole('heading', { level: 1 })
      await check(heading, path).toHaveCount(1)
      const headingText = (
        await heading
          .first()
          .innerText({ timeout: 1000 })
          .catch(() => '')
      ).trim()
      check(headingText, path).not.toBe('')
      // The main content: more than the heading (a page that renders only its title fails).
      const mainText = (
        await page
          .locator('main')
          .first()
          .innerText({ timeout: 1000 })
          .catch(() => '')
      )
        .replace(headingText, '')
        .trim()
      check(mainText.length, `${path}: main content`).toBeGreaterThan(20)

      await check(page, path).toHaveTitle(/\S/)
      await check(page.locator('head meta[name="description"]'), path).toHaveAttribute('content', /\S/)
      await check(page.locator('head meta[property="og:title"]'), path).toHaveAttribute('content', /\S/)
      await expect
        .soft(page.locator('head link[rel="canonical"]'), path)
        .toHaveAttribute('href', `${origin}${path}`)
      for (const hreflang of ['en', 'ru', 'x-default']) {
        await expect
          .soft(page.locator(`head link[rel="alternate"][hreflang="${hreflang}"]`), path)
          .toHaveCount(1)
      }
      // The page's data for hydration is inert JSON, and the web server's configuration slot is still there.
      await expect
        .soft(page.locator('script#prerender-state'), path)
        .toHaveAttribute('type', 'application/json')
      await check(page.locator('script#app-config'), path).toHaveAttribute('type', 'application/json')
    })
  }
})

test('sitemap.xml lists the pages in both locales and robots.txt names it', async ({ request }) => {
  const en = await prerenderedPaths(request, 'en')
  const ru = await prerenderedPaths(request, 'ru')
  expect(ru.length).toBe(en.length)
  expect(ru).toEqual(en.map((path) => (path === '/' ? '/ru' : `/ru${path}`)))
  const robots = await (await request.get('/robots.txt')).text()
  expect(robots).toMatch(/^Sitemap: https?:\/\/[^/]+\/sitemap\.xml$/m)
  expect(robots).toMatch(/^Disallow: \/lk$/m)
})

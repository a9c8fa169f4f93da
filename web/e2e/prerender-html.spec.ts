import { HTML_LANG, testLocale } from './support/locale'
import { prerenderedPaths } from './support/prerendered-pages'
import { VIEWPORTS } from './support/shell-routes.mjs'
import { expect, test } from './support/test'

// every pre-rendered page, read as a crawler or a phone before its JavaScript runs (JavaScript
// off): the page's language, its heading, its main content and its head tags are in the HTML the build wrote.
// Each project reads the pages of its own locale (dev-en the English ones, dev-ru the Russian ones), a quarter
// of them in each journey.
// No trace: recording one (a snapshot of every page it opens) took half of this journey's time (2.7 → 1.3 min per
// locale), and a failure here names its page and what is missing.
// At a phone's width: search engines index the page their smartphone crawler reads, and the narrower page lays out
// sooner (≈ 12 % less time over the sitemap's pages).
test.use({ javaScriptEnabled: false, trace: 'off', viewport: VIEWPORTS.phone })

/**
 * What a crawler reads in the HTML, collected in one call to the page (with JavaScript off nothing changes after
 * the load, so nothing needs to wait): the language, the visible level-1 headings, the main content besides the
 * heading, and the head tags.
 */
function readPage() {
  const attribute = (selector: string, name: string) =>
    document.querySelector(selector)?.getAttribute(name) ?? null
  const headings = [...document.querySelectorAll<HTMLElement>('h1, [role="heading"][aria-level="1"]')].filter(
    (element) => element.checkVisibility(),
  )
  const heading = headings[0]?.innerText.trim() ?? ''
  return {
    lang: document.documentElement.lang,
    headings: headings.length,
    heading,
    mainText: (document.querySelector<HTMLElement>('main')?.innerText ?? '').replace(heading, '').trim(),
    title: document.title,
    description: attribute('head meta[name="description"]', 'content'),
    ogTitle: attribute('head meta[property="og:title"]', 'content'),
    canonical: attribute('head link[rel="canonical"]', 'href'),
    alternates: ['en', 'ru-RU', 'x-default'].map(
      (hreflang) => document.querySelectorAll(`head link[rel="alternate"][hreflang="${hreflang}"]`).length,
    ),
    // What the first paint waits for (lib/hydration/first-screen.tsx): each mark exists and ends what it holds.
    paintHolds: [...document.querySelectorAll('head link[rel="expect"][blocking="render"]')].map((link) => {
      const mark = document.getElementById(link.getAttribute('href')?.slice(1) ?? '')
      return {
        href: link.getAttribute('href'),
        endsItsParent: mark !== null && mark.parentElement?.lastElementChild === mark,
      }
    }),
    stateType: attribute('script#prerender-state', 'type'),
    configType: attribute('script#app-config', 'type'),
  }
}

/** The pages are read in this many journeys, so the workers share them. */
const PARTS = 4

for (let part = 1; part <= PARTS; part++)
  test(`every pre-rendered page shows its heading, content and head tags without JavaScript (part ${part} of ${PARTS}) @both-locales`, async ({
    page,
    request,
  }, testInfo) => {
    test.setTimeout(600_000)
    const locale = testLocale(testInfo)
    const sitemap = await prerenderedPaths(request, locale)
    const paths = sitemap.filter((_, index) => index % PARTS === part - 1)
    // Home, the popular pairs, prices, blog and docs at least; the page list adds pages as routes and content grow.
    expect(sitemap.length).toBeGreaterThan(20)
    for (const prefix of ['/exchange-', '/price/', '/blog', '/docs/']) {
      expect(
        sitemap.some((path) => path.replace(/^\/ru/, '').startsWith(prefix)),
        prefix,
      ).toBe(true)
    }
    // Soft assertions: one failing page does not hide the others; each names its page.
    for (const path of paths) {
      const response = await page.goto(path)
      expect.soft(response?.status(), path).toBe(200)
      const origin = new URL(page.url()).origin
      const html = await page.evaluate(readPage)
      expect.soft(html.lang, path).toBe(HTML_LANG[locale])
      expect.soft(html.headings, `${path}: level-1 headings`).toBe(1)
      expect.soft(html.heading, path).not.toBe('')
      // The main content: more than the heading (a page that renders only its title fails).
      expect.soft(html.mainText.length, `${path}: main content`).toBeGreaterThan(20)
      expect.soft(html.title, path).toMatch(/\S/)
      expect.soft(html.description, `${path}: description`).toMatch(/\S/)
      expect.soft(html.ogTitle, `${path}: og:title`).toMatch(/\S/)
      expect.soft(html.canonical, `${path}: canonical`).toBe(`${origin}${path}`)
      expect.soft(html.alternates, `${path}: hreflang en, ru-RU, x-default`).toEqual([1, 1, 1])
      // The first paint holds for the whole header; on the pages with the exchange form (home, the pairs, the
      // calculator) for the whole form, on a price page for the chart's heading and range buttons.
      const unprefixed = path.replace(/^\/ru(?=\/|$)/, '') || '/'
      const pageHolds = /^\/(exchange-.*|useCalc)?$/.test(unprefixed)
        ? ['#exchange-form-end']
        : /^\/price\/[^/]+$/.test(unprefixed)
          ? ['#price-chart-head-end']
          : []
      expect
        .soft(html.paintHolds, `${path}: first paint holds`)
        .toEqual(['#site-header-end', ...pageHolds].map((href) => ({ href, endsItsParent: true })))
      // The page's data for hydration is inert JSON, and the web server's configuration slot is still there.
      expect.soft(html.stateType, `${path}: prerender state`).toBe('application/json')
      expect.soft(html.configType, `${path}: app config`).toBe('application/json')
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

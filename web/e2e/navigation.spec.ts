import { seoTexts } from '../../mocks/world/content-seo'
import { localePath, testLocale, text } from './support/locale'
import { expect, test } from './support/test'

// Spec docs/product.md §2 "Rules before every navigation" in both locales, against the dev mock backend.

test('an aggregator link with cur_from, cur_to and ref opens the exchange page of the pair', async ({
  page,
  context,
}, testInfo) => {
  const locale = testLocale(testInfo)
  await page.goto(localePath(locale, '/?cur_from=BTC&cur_to=USDTTRC20&ref=partner42'))
  await expect(page).toHaveURL((url) => url.pathname === localePath(locale, '/exchange-btc-usdttrc20'))
  expect(new URL(page.url()).searchParams.get('ref')).toBe('partner42')
  const cookie = (await context.cookies()).find((c) => c.name === 'referralID')
  expect(cookie?.value).toBe('partner42')
})

test('an aggregator link with an unknown instrument goes to the home page', async ({ page }, testInfo) => {
  const locale = testLocale(testInfo)
  await page.goto(localePath(locale, '/?cur_from=BTC&cur_to=NOSUCHCOIN&ref=partner42'))
  // The Russian home page may come out as /ru/: the router's output rewrite (paraglide's localizeUrl) adds the slash.
  const home = localePath(locale, '/')
  await expect(page).toHaveURL(
    (url) => (url.pathname === home || url.pathname === `${home}/`) && url.search === '',
  )
  await expect(page.getByRole('heading', { level: 1, name: text(locale, 'page_title_home') })).toBeVisible()
})

test('a server-defined redirect is followed: /old-exchange → /popular-exchanges', async ({
  page,
}, testInfo) => {
  const locale = testLocale(testInfo)
  await page.goto(localePath(locale, '/old-exchange'))
  await expect(page).toHaveURL((url) => url.pathname === localePath(locale, '/popular-exchanges'))
  await expect(
    page.getByRole('heading', { level: 1, name: text(locale, 'page_title_popular_exchanges') }),
  ).toBeVisible()
})

test('a ref query value is kept in the referralID cookie for a day', async ({ page, context }, testInfo) => {
  const locale = testLocale(testInfo)
  const before = Date.now() / 1000
  await page.goto(localePath(locale, '/support?ref=friend7'))
  await expect(
    page.getByRole('heading', { level: 1, name: text(locale, 'page_title_support') }),
  ).toBeVisible()
  const cookie = (await context.cookies()).find((c) => c.name === 'referralID')
  expect(cookie?.value).toBe('friend7')
  expect(cookie?.expires).toBeGreaterThan(before + 86_400 - 60)
  expect(cookie?.expires).toBeLessThan(before + 86_400 + 60)
})

test('/ua/ paths, repeated and trailing slashes are cleaned up', async ({ page }, testInfo) => {
  // /ua/ names no locale of this product, so the page is the unprefixed (English) one for every browser
  // language: a link keeps its language (decision 003).
  await page.goto('/ua//support/')
  await expect(page).toHaveURL((url) => url.pathname === '/support')
  await expect(page.getByRole('heading', { level: 1, name: text('en', 'page_title_support') })).toBeVisible()

  const locale = testLocale(testInfo)
  await page.goto(`${localePath(locale, '/support')}//`)
  await expect(page).toHaveURL((url) => url.pathname === localePath(locale, '/support'))
  await expect(
    page.getByRole('heading', { level: 1, name: text(locale, 'page_title_support') }),
  ).toBeVisible()
})

test('the page title and description come from the dictionary service', async ({ page }, testInfo) => {
  const locale = testLocale(testInfo)
  await page.goto(localePath(locale, '/popular-exchanges'))
  const seo = seoTexts('popular-exchanges', locale)
  const title = text(locale, 'seo_title_template', {
    title: seo.seo_popular_exchanges_title ?? '',
    brand: text(locale, 'brand_name'),
  })
  await expect(page).toHaveTitle(title)
  await expect(page.locator('meta[name="description"]')).toHaveAttribute(
    'content',
    seo.seo_popular_exchanges_description ?? '',
  )
  // The page's own markup from the dictionary, and the site-wide Organization block.
  const structuredData = page.locator('script[type="application/ld+json"]')
  await expect(structuredData).toHaveCount(2)
  const kinds = await structuredData.evaluateAll((scripts) =>
    scripts.map((script) => (JSON.parse(script.textContent ?? '{}') as { '@type'?: string })['@type']),
  )
  expect(kinds).toContain('Organization')
})

test('campaign tags of the landing are kept even when the landing redirects, and the visit is a guest page view', async ({
  page,
  context,
}, testInfo) => {
  const locale = testLocale(testInfo)
  await page.goto(
    localePath(locale, '/?cur_from=BTC&cur_to=ETH&ref=p1&utm_source=aggregator&utm_medium=referral'),
  )
  await expect(page).toHaveURL((url) => url.pathname === localePath(locale, '/exchange-btc-eth'))
  await expect
    .poll(async () => (await context.cookies()).find((c) => c.name === 'first_visit_utm')?.value)
    .toBe(encodeURIComponent(JSON.stringify({ source: 'aggregator', medium: 'referral' })))
  const record = await page.evaluate(() => JSON.parse(localStorage.getItem('utm_record') ?? 'null'))
  expect(record).toMatchObject({ utmParams: { source: 'aggregator', medium: 'referral' } })
  const views = await page.evaluate(() => (window.dataLayer ?? []).filter((e) => e.event === 'page_view'))
  expect(views).toContainEqual(
    expect.objectContaining({ page_path: localePath(locale, '/exchange-btc-eth'), user_type: 'guest' }),
  )
})

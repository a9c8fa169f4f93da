import { getBlogPost } from '../../mocks/world/content-blog'
import { HTML_LANG, localePath, testLocale, text } from './support/locale'
import { expect, type Page, test } from './support/test'

// the head of a page (title, description, canonical, hreflang, Open Graph and
// Twitter cards with the 1200x630 image) and its JSON-LD, parsed; and "a link keeps its language".

type JsonLd = Record<string, unknown> & { '@type'?: string }

/** Every JSON-LD block of the page (React hoists meta and links into <head>; the scripts stay where HeadContent is). */
async function jsonLd(page: Page): Promise<JsonLd[]> {
  const scripts = await page.locator('script[type="application/ld+json"]').allTextContents()
  return scripts.map((script) => JSON.parse(script) as JsonLd)
}

const hrefOfPath = (baseURL: string, locale: 'en' | 'ru', path: string) =>
  new RegExp(`^${baseURL}${localePath(locale, path)}/?$`)

async function expectHeadTags(page: Page, baseURL: string, path: string, locale: 'en' | 'ru') {
  await expect(page).toHaveTitle(/\S/)
  const head = page.locator('head')
  await expect(head.locator('meta[name="description"]')).toHaveAttribute('content', /\S/)
  await expect(head.locator('link[rel="canonical"]')).toHaveAttribute(
    'href',
    hrefOfPath(baseURL, locale, path),
  )
  // The Russian home page's address may end in a slash (/ru/): the router's output rewrite adds it.
  const hrefOf = (href: string) => new RegExp(`^${baseURL}${href}/?$`)
  for (const [lang, href] of [
    [HTML_LANG.en, path],
    [HTML_LANG.ru, localePath('ru', path)],
    ['x-default', path],
  ] as const) {
    await expect(head.locator(`link[rel="alternate"][hreflang="${lang}"]`)).toHaveAttribute(
      'href',
      hrefOf(href),
    )
  }
  await expect(head.locator('meta[property="og:title"]')).toHaveAttribute('content', /\S/)
  await expect(head.locator('meta[property="og:image"]')).toHaveAttribute(
    'content',
    `${baseURL}/og-image.png`,
  )
  await expect(head.locator('meta[property="og:image:width"]')).toHaveAttribute('content', '1200')
  await expect(head.locator('meta[property="og:image:height"]')).toHaveAttribute('content', '630')
  await expect(head.locator('meta[name="twitter:card"]')).toHaveAttribute('content', 'summary_large_image')
  await expect(head.locator('meta[name="twitter:image"]')).toHaveAttribute('content', /\S/)
}

test('the home page: head tags, the organisation with its 200x60 logo and a 5-to-1 rating', async ({
  page,
  baseURL,
}, testInfo) => {
  const locale = testLocale(testInfo)
  await page.goto(localePath(locale, '/'))
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await expectHeadTags(page, baseURL ?? '', '/', locale)
  await expect.poll(async () => (await jsonLd(page)).length).toBeGreaterThan(1)
  const organisations = (await jsonLd(page)).filter((node) => node['@type'] === 'Organization')
  expect(organisations.length).toBeGreaterThan(0)
  for (const organisation of organisations) {
    expect(organisation.logo).toMatchObject({ width: 200, height: 60 })
  }
  const rated = organisations.find((node) => node.aggregateRating)
  expect(rated?.aggregateRating).toMatchObject({ bestRating: 5, worstRating: 1 })
})

test('a pair page: its JSON-LD names the pair, no placeholder left', async ({ page, baseURL }, testInfo) => {
  const locale = testLocale(testInfo)
  await page.goto(localePath(locale, '/exchange-btc-usdttrc20'))
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await expectHeadTags(page, baseURL ?? '', '/exchange-btc-usdttrc20', locale)
  await expect.poll(async () => (await jsonLd(page)).some((node) => node['@type'] === 'WebPage')).toBe(true)
  const markup = JSON.stringify(await jsonLd(page))
  expect(markup).toContain('BTC')
  expect(markup).not.toMatch(/\{(from|to)\}/)
  expect(await page.title()).not.toMatch(/\{(from|to)\}/)
})

test('a blog post: Article and BreadcrumbList JSON-LD, og:type article', async ({
  page,
  baseURL,
}, testInfo) => {
  const locale = testLocale(testInfo)
  const post = getBlogPost('guides/wallets/hardware-wallets', locale)
  const path = `/blog/${post.slug}`
  await page.goto(localePath(locale, path))
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(post.title)
  const head = page.locator('head')
  await expect(head.locator('meta[property="og:type"]')).toHaveAttribute('content', 'article')
  await expect(head.locator('meta[name="description"]')).toHaveAttribute('content', post.seoDescription)
  await expect(head.locator('link[rel="canonical"]')).toHaveAttribute(
    'href',
    `${baseURL}${localePath(locale, path)}`,
  )
  await expect.poll(async () => (await jsonLd(page)).some((node) => node['@type'] === 'Article')).toBe(true)
  const nodes = await jsonLd(page)
  expect(nodes.find((node) => node['@type'] === 'Article')).toMatchObject({
    headline: post.title,
    datePublished: post.publishedAt,
    inLanguage: HTML_LANG[locale],
    image: { width: 1200, height: 630 },
    publisher: { logo: { width: 200, height: 60 } },
  })
  const trail = nodes.find((node) => node['@type'] === 'BreadcrumbList')?.itemListElement as JsonLd[]
  expect(trail.map((item) => item.name)).toEqual([
    text(locale, 'blog_title'),
    post.category.title,
    post.title,
  ])
  expect(trail.at(-1)?.item).toBe(`${baseURL}${localePath(locale, path)}`)
})

test.describe('a link keeps its language', () => {
  test.describe('with an English browser', () => {
    test.use({ locale: 'en-US' })
    test('a /ru link opens in Russian, and stays Russian on the next page', async ({ page }) => {
      await page.goto('/ru/blog')
      await expect(page).toHaveURL((url) => url.pathname === '/ru/blog')
      await expect(page.locator('html')).toHaveAttribute('lang', HTML_LANG.ru)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(text('ru', 'blog_title'))
      await page.getByRole('link', { name: text('ru', 'blog_pager_next') }).click()
      await expect(page).toHaveURL((url) => url.pathname === '/ru/blog/page2')
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        text('ru', 'blog_page_title', { number: 2 }),
      )
    })
  })

  test.describe('with a Russian browser', () => {
    test.use({ locale: 'ru-RU' })
    test('an unprefixed link opens in English; the site root follows the browser to /ru', async ({
      page,
    }) => {
      await page.goto('/docs')
      await expect(page).toHaveURL((url) => url.pathname === '/docs')
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(text('en', 'docs_title'))
      await page.goto('/')
      await expect(page).toHaveURL((url) => url.pathname === '/ru' || url.pathname === '/ru/')
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(text('ru', 'page_title_home'))
    })
  })
})

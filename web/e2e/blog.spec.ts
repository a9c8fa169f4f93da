import { blogCategories, getBlogPost, listBlogPosts } from '../../mocks/world/content-blog'
import { expectNoSeriousViolations } from './support/axe'
import { localePath, testLocale, text } from './support/locale'
import { expect, type Page, test } from './support/test'

// Spec docs/product.md §2 blog in both locales against the mock CMS: the listing and its pages, categories, a post whose CMS HTML
// carries a script, an inline handler and a javascript: link that must all stay inert.

test.use({ reducedMotion: 'reduce' })

const h1 = (page: Page) => page.getByRole('heading', { level: 1 })
const blogNav = (page: Page, locale: 'en' | 'ru') =>
  page.getByRole('navigation', { name: text(locale, 'blog_nav_label') })

test('the blog lists the newest posts, pages through them, and shows categories and recent posts', async ({
  page,
}, testInfo) => {
  const locale = testLocale(testInfo)
  const first = listBlogPosts({ locale, per_page: 9 })
  const pages = Math.ceil(first.total / 9)
  await page.goto(localePath(locale, '/blog'))
  await expect(h1(page)).toHaveText(text(locale, 'blog_title'))
  const main = page.getByRole('main')
  await expect(main.getByRole('article')).toHaveCount(9)
  await expect(main.getByRole('article').getByRole('link', { name: first.items[0]?.title })).toBeVisible()

  // The sidebar: every category with its count, and the newest posts.
  const nav = blogNav(page, locale)
  for (const category of blogCategories(locale)) {
    await expect(nav.getByRole('link', { name: `${category.title} (${category.postCount})` })).toBeVisible()
  }
  await expect(nav.getByRole('link', { name: first.items[1]?.title }).first()).toBeVisible()
  await expectNoSeriousViolations(page, `/blog (${locale})`)

  // Older posts: /blog/page2, its heading and other posts.
  const pager = page.getByRole('navigation', { name: text(locale, 'blog_pager_label') })
  await expect(pager).toContainText(text(locale, 'blog_pager_status', { number: 1, count: pages }))
  await pager.getByRole('link', { name: text(locale, 'blog_pager_next') }).click()
  await expect(page).toHaveURL((url) => url.pathname === localePath(locale, '/blog/page2'))
  await expect(h1(page)).toHaveText(text(locale, 'blog_page_title', { number: 2 }))
  const second = listBlogPosts({ locale, offset: 9, per_page: 9 })
  await expect(main.getByRole('article').getByRole('link', { name: second.items[0]?.title })).toBeVisible()

  // Past the last page: not found.
  await page.goto(localePath(locale, `/blog/page${pages + 1}`))
  await expect(h1(page)).toHaveText(
    text(locale, 'error_not_found_title', { path: localePath(locale, `/blog/page${pages + 1}`) }),
  )
})

test('a category lists its posts and pages through them', async ({ page }, testInfo) => {
  const locale = testLocale(testInfo)
  const guides = blogCategories(locale).find((category) => category.slug === 'guides')
  if (!guides) throw new Error('the mocks have no guides category')
  await page.goto(localePath(locale, '/blog'))
  await blogNav(page, locale)
    .getByRole('link', { name: `${guides.title} (${guides.postCount})` })
    .click()
  await expect(page).toHaveURL((url) => url.pathname === localePath(locale, '/blog/guides'))
  await expect(h1(page)).toHaveText(guides.title)
  const posts = listBlogPosts({ locale, category: 'guides', per_page: 9 })
  await expect(page.getByRole('main').getByRole('article')).toHaveCount(posts.items.length)
  await page
    .getByRole('navigation', { name: text(locale, 'blog_pager_label') })
    .getByRole('link', { name: text(locale, 'blog_pager_next') })
    .click()
  await expect(page).toHaveURL((url) => url.pathname === localePath(locale, '/blog/guides/page2'))
  await expect(h1(page)).toHaveText(
    text(locale, 'blog_category_page_title', { category: guides.title, number: 2 }),
  )
  await expectNoSeriousViolations(page, `/blog/guides/page2 (${locale})`)
})

test('a post renders its CMS HTML sanitised: scripts and handlers inert, links safe, images lazy and sized', async ({
  page,
}, testInfo) => {
  const locale = testLocale(testInfo)
  const post = getBlogPost('security/sanitiser-test-post', locale)
  expect(post.html).toContain('<script>')
  expect(post.html).toContain('onerror=')
  await page.goto(localePath(locale, '/blog/security/sanitiser-test-post'))
  await expect(h1(page)).toHaveText(post.title)
  const article = page.getByRole('main').getByRole('article')
  await expect(
    article.getByText(getBlogPost('security/sanitiser-test-post', locale).excerpt.split('. ')[1] ?? ''),
  ).toBeVisible()

  // Nothing the CMS slipped in ran or can run.
  await expect(article.locator('script')).toHaveCount(0)
  await expect(article.locator('[onerror]')).toHaveCount(0)
  await expect(article.locator('a[href^="javascript:"]')).toHaveCount(0)
  expect(await page.evaluate(() => (window as { __sanitiserTest?: boolean }).__sanitiserTest)).toBeUndefined()
  // The post's element that claimed the page state's id has a prefixed one; the only state is the page's script.
  await expect(article.locator('[id="user-content-prerender-state"]')).toHaveCount(1)
  const holders = await page.locator('[id="prerender-state"]').evaluateAll((all) => all.map((e) => e.tagName))
  expect(holders.every((tag) => tag === 'SCRIPT')).toBe(true)

  // Links open safely; images load lazily at a size that holds their place.
  const external = article.getByRole('link', { name: 'Read the phishing guide' })
  await expect(external).toHaveAttribute('rel', 'noopener noreferrer')
  const images = article.locator('img')
  expect(await images.count()).toBeGreaterThan(0)
  for (const image of await images.all()) {
    await expect(image).toHaveAttribute('width', /^\d+$/)
    await expect(image).toHaveAttribute('height', /^\d+$/)
  }
  await expect(article.locator('img[alt="A safe page"]')).toHaveAttribute('loading', 'lazy')
  // Sized 1200x630 for its ratio, an image still scales down to the column: the page never scrolls sideways.
  await page.setViewportSize({ width: 360, height: 740 })
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360)
  await expectNoSeriousViolations(page, `/blog/security/sanitiser-test-post (${locale})`)
})

test('a post opened from a card; an unknown post is not found', async ({ page }, testInfo) => {
  const locale = testLocale(testInfo)
  const newest = listBlogPosts({ locale, per_page: 1 }).items[0]
  if (!newest) throw new Error('the mocks have no posts')
  await page.goto(localePath(locale, '/blog'))
  await page.getByRole('main').getByRole('article').getByRole('link', { name: newest.title }).click()
  await expect(page).toHaveURL((url) => url.pathname === localePath(locale, `/blog/${newest.slug}`))
  await expect(h1(page)).toHaveText(newest.title)
  // Its trail, as the BreadcrumbList in its head: the blog, then the post's category.
  const trail = page
    .getByRole('navigation', { name: text(locale, 'blog_breadcrumb_label') })
    .getByRole('link')
  await expect(trail).toHaveCount(2)
  await expect(trail.first()).toHaveAttribute('href', localePath(locale, '/blog'))
  await expect(trail.last()).toHaveText(newest.category.title)
  await expect(trail.last()).toHaveAttribute('href', localePath(locale, `/blog/${newest.category.slug}`))

  const missing = localePath(locale, '/blog/guides/no-such-post')
  await page.goto(missing)
  await expect(h1(page)).toHaveText(text(locale, 'error_not_found_title', { path: missing }))
})

test('the blog’s first page has one address: /blog/page1 opens /blog', async ({ page }, testInfo) => {
  const locale = testLocale(testInfo)
  await page.goto(localePath(locale, '/blog/page1'))
  await expect(page).toHaveURL((url) => url.pathname === localePath(locale, '/blog'))
  await expect(page.locator('head link[rel="canonical"]')).toHaveAttribute(
    'href',
    new RegExp(`${localePath(locale, '/blog')}$`),
  )
})

test('a category’s first page and a path above posts open the category', async ({ page }, testInfo) => {
  const locale = testLocale(testInfo)
  // /blog/guides/page1 is /blog/guides; /blog/guides/wallets holds posts but is no page of its own.
  for (const path of ['/blog/guides/page1', '/blog/guides/wallets']) {
    await page.goto(localePath(locale, path))
    await expect(page).toHaveURL((url) => url.pathname === localePath(locale, '/blog/guides'))
    await expect(page.locator('head link[rel="canonical"]')).toHaveAttribute(
      'href',
      new RegExp(`${localePath(locale, '/blog/guides')}$`),
    )
  }
})

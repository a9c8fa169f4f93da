import { HTML_LANG, localePath, type TestLocale, testLocale, text } from './support/locale'
import {
  expectNoHorizontalOverflow,
  menuButton,
  routePathname,
  themeButton,
  themeButtonName,
} from './support/shell'
import { NOT_FOUND_PATHS, THEME_STORAGE_KEY, VIEWPORTS } from './support/shell-routes.mjs'
import { expect, test } from './support/test'

// The app shell, in dev-en and dev-ru (docs/tests.md): the 404 page, the language switch, the theme, the
// phone layout, hreflang and <html lang>. Every route of docs/product.md §2 renders in a11y.spec.ts (with axe on each).
// Tagged @prod: also against the build.

const OTHER: Record<TestLocale, TestLocale> = { en: 'ru', ru: 'en' }

test.describe('unknown and invalid paths', () => {
  for (const path of NOT_FOUND_PATHS) {
    const tag = path === '/nope' ? ' @prod' : ''
    test(`${path} shows "Page Not Found: {path}"${tag}`, async ({ page }, testInfo) => {
      const locale = testLocale(testInfo)
      const localized = localePath(locale, path)
      await page.goto(localized)
      const title = text(locale, 'error_not_found_title', { path: localized })
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(title)
      // Not-found pages are not indexed, and have no language alternates: neither an unknown path nor a
      // param that fails validation.
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex')
      await expect(page.locator('link[rel="alternate"]')).toHaveCount(0)
      await page.setViewportSize(VIEWPORTS.phone)
      await expectNoHorizontalOverflow(page)
    })
  }
})

test('canonical, hreflang alternates and <html lang> follow the page and the locale @prod @both-locales', async ({
  page,
  baseURL,
}, testInfo) => {
  const locale = testLocale(testInfo)
  await page.goto(`${localePath(locale, '/blog/guides/how-to-swap-btc-to-usdt')}?utm_source=news`)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await expect(page.locator('html')).toHaveAttribute('lang', HTML_LANG[locale])
  const alternates = page.locator('head link[rel="alternate"]')
  await expect(alternates.and(page.locator('[hreflang="en"]'))).toHaveAttribute(
    'href',
    `${baseURL}/blog/guides/how-to-swap-btc-to-usdt`,
  )
  await expect(alternates.and(page.locator('[hreflang="ru-RU"]'))).toHaveAttribute(
    'href',
    `${baseURL}/ru/blog/guides/how-to-swap-btc-to-usdt`,
  )
  await expect(alternates.and(page.locator('[hreflang="x-default"]'))).toHaveAttribute(
    'href',
    `${baseURL}/blog/guides/how-to-swap-btc-to-usdt`,
  )
  await expect(alternates).toHaveCount(3)
  // The canonical URL is the page in the locale it is shown in, without the query.
  const canonical = page.locator('head link[rel="canonical"]')
  await expect(canonical).toHaveAttribute(
    'href',
    `${baseURL}${localePath(locale, '/blog/guides/how-to-swap-btc-to-usdt')}`,
  )

  // A 404 emits none: here a param that fails validation (the page number), which still matches a route.
  const notFound = localePath(locale, '/blog/page0')
  await page.goto(notFound)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    text(locale, 'error_not_found_title', { path: notFound }),
  )
  await expect(alternates).toHaveCount(0)
  await expect(canonical).toHaveCount(0)
})

test('the language link keeps the page, there and back @both-locales', async ({ page }, testInfo) => {
  test.slow()
  const locale = testLocale(testInfo)
  const other = OTHER[locale]
  await page.goto(localePath(locale, '/roadmap'))
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(text(locale, 'page_title_roadmap'))

  const switchTo = (from: TestLocale) =>
    page
      .getByRole('banner')
      .getByRole('group', { name: text(from, 'locale_menu_label') })
      .getByRole('link')
  await expect(switchTo(locale)).toHaveAttribute('href', localePath(other, '/roadmap'))
  await switchTo(locale).click()
  await expect(page).toHaveURL((url) => url.pathname === localePath(other, '/roadmap'))
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(text(other, 'page_title_roadmap'))
  await expect(page.locator('html')).toHaveAttribute('lang', HTML_LANG[other])

  // The choice sticks (the locale cookie): a reload stays in it, whatever the browser language says.
  await page.reload()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(text(other, 'page_title_roadmap'))

  await switchTo(other).click()
  await expect(page).toHaveURL((url) => url.pathname === localePath(locale, '/roadmap'))
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(text(locale, 'page_title_roadmap'))
  await expect(page.locator('html')).toHaveAttribute('lang', HTML_LANG[locale])
})

test.describe('theme', () => {
  // The system theme is light, so a dark page can only come from the stored choice.
  test.use({ colorScheme: 'light' })

  test('the choice persists across a reload and applies before the first paint', async ({
    page,
  }, testInfo) => {
    test.slow()
    const locale = testLocale(testInfo)
    // Records data-theme at the first animation frame (before the first paint) and every value it ever takes.
    await page.addInitScript(() => {
      const w = window as unknown as { __themes: Array<string | null>; __firstFrameTheme?: string | null }
      w.__themes = []
      // The document may have no <html> element yet when this runs, so watch the whole document.
      new MutationObserver((records) => {
        for (const record of records) {
          if (record.oldValue !== null) w.__themes.push(record.oldValue)
          w.__themes.push((record.target as Element).getAttribute('data-theme'))
        }
      }).observe(document, {
        subtree: true,
        attributes: true,
        attributeOldValue: true,
        attributeFilter: ['data-theme'],
      })
      requestAnimationFrame(() => {
        w.__firstFrameTheme = document.documentElement.getAttribute('data-theme')
      })
    })
    await page.goto(localePath(locale, '/support'))
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light')

    const button = themeButton(page, locale)
    await expect(button).toHaveAccessibleName(themeButtonName(locale, 'system'))
    await button.click()
    await expect(button).toHaveAccessibleName(themeButtonName(locale, 'light'))
    await button.click()
    await expect(button).toHaveAccessibleName(themeButtonName(locale, 'dark'))
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark')
    await expect(page.getByRole('status').filter({ hasText: themeButtonName(locale, 'dark') })).toBeAttached()
    expect(await page.evaluate((key) => localStorage.getItem(key), THEME_STORAGE_KEY)).toBe('dark')

    await page.reload({ waitUntil: 'commit' })
    await page.waitForFunction(() => '__firstFrameTheme' in window)
    const seen = await page.evaluate(() => {
      const w = window as unknown as { __themes: Array<string | null>; __firstFrameTheme?: string | null }
      return { firstFrame: w.__firstFrameTheme, values: [...new Set(w.__themes)] }
    })
    expect(seen.firstFrame).toBe('dark')
    // Never light in between: no flash.
    expect(seen.values).toEqual(['dark'])
    await expect(themeButton(page, locale)).toHaveAccessibleName(themeButtonName(locale, 'dark'))

    // Back to the system theme: nothing stored, the page follows the system (light here).
    await themeButton(page, locale).click()
    await expect(themeButton(page, locale)).toHaveAccessibleName(themeButtonName(locale, 'system'))
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light')
    expect(await page.evaluate((key) => localStorage.getItem(key), THEME_STORAGE_KEY)).toBeNull()
  })
})

test.describe('phone menu', () => {
  test.use({ viewport: VIEWPORTS.phone, isMobile: true, hasTouch: true })

  test('the menu opens as a dialog, navigates, and gives focus back', async ({ page }, testInfo) => {
    test.slow()
    const locale = testLocale(testInfo)
    await page.goto(localePath(locale, '/'))
    const button = menuButton(page, locale)
    await expect(button).toHaveAttribute('aria-expanded', 'false')
    await button.click()
    const sheet = page.getByRole('dialog', { name: text(locale, 'nav_menu_title') })
    await expect(sheet).toBeVisible()
    await expect(button).toHaveAttribute('aria-expanded', 'true')
    await expectNoHorizontalOverflow(page)

    // Esc closes it and focus returns to the menu button.
    await page.keyboard.press('Escape')
    await expect(sheet).toBeHidden()
    await expect(button).toBeFocused()
    await expect(button).toHaveAttribute('aria-expanded', 'false')

    // By keyboard: open, follow a link; the sheet closes on navigation.
    await button.press('Enter')
    await expect(sheet).toBeVisible()
    await sheet.getByRole('link', { name: text(locale, 'nav_blog') }).press('Enter')
    await expect(sheet).toBeHidden()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(text(locale, 'blog_title'))
    expect(new URL(page.url()).pathname).toBe(routePathname(locale, { path: '/blog' }))
  })

  test('the menu switches the language on the same page and picks the theme', async ({ page }, testInfo) => {
    test.slow()
    const locale = testLocale(testInfo)
    const other = OTHER[locale]
    await page.goto(localePath(locale, '/price/btc'))
    await menuButton(page, locale).click()
    const sheet = page.getByRole('dialog', { name: text(locale, 'nav_menu_title') })

    const themes = sheet.getByRole('group', { name: text(locale, 'theme_menu_label') })
    await themes.getByRole('radio', { name: text(locale, 'theme_dark') }).check()
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark')
    await expect(themes.getByRole('radio', { name: text(locale, 'theme_dark') })).toBeChecked()

    const languages = sheet.getByRole('group', { name: text(locale, 'locale_menu_label') })
    await languages.getByRole('link').click()
    await expect(page).toHaveURL((url) => url.pathname === localePath(other, '/price/btc'))
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      text(other, 'page_title_price_symbol', { symbol: 'BTC' }),
    )
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark')
  })
})

test('signed in, the header still fits: a phone, and one line of navigation on a desktop', async ({
  page,
}, testInfo) => {
  test.slow()
  const locale = testLocale(testInfo)
  // The seeded demo user of the mock backend (mocks/world/world-seed.ts).
  const demo = { email: 'demo@example.com', password: 'demo-pass-1' }
  await page.setViewportSize(VIEWPORTS.phone)
  await page.goto(localePath(locale, '/profile/info'))
  const signIn = page.getByRole('dialog', { name: text(locale, 'auth_login_title') })
  await signIn.getByLabel(text(locale, 'auth_email_label')).fill(demo.email)
  await signIn.getByLabel(text(locale, 'auth_password_label')).fill(demo.password)
  await signIn.getByRole('button', { name: text(locale, 'auth_login_submit') }).click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(text(locale, 'page_title_profile_info'))
  const account = page.getByRole('banner').getByRole('button', {
    name: text(locale, 'auth_account_menu_label', { name: demo.email }),
  })
  await expect(account).toBeVisible()
  await expect(menuButton(page, locale)).toBeVisible()
  await expectNoHorizontalOverflow(page)

  await page.setViewportSize(VIEWPORTS.desktop)
  const nav = page.getByRole('banner').getByRole('navigation', { name: text(locale, 'nav_main_label') })
  await expect(nav).toBeVisible()
  const links = nav.getByRole('link')
  const tops = await links.evaluateAll((elements) =>
    elements.map((element) => element.getBoundingClientRect().top),
  )
  expect(new Set(tops).size, 'the main navigation wraps onto a second line').toBe(1)
  await expect(account).toBeVisible()
  await expectNoHorizontalOverflow(page)
})

import { expect, type Page, test } from '@playwright/test'
import { expectNoSeriousViolations } from './support/axe'
import { localePath, testLocale, text } from './support/locale'
import { expectNoHorizontalOverflow, menuButton, openRoute, themeButton } from './support/shell'
import { NOT_FOUND_PATHS, SHELL_ROUTES, THEMES, VIEWPORTS } from './support/shell-routes.mjs'

// Every route of spec §2 in both locales (the dev-en / dev-ru projects): it renders in the locale, fits a phone,
// and axe-core finds no serious or critical violation in either theme; also the header's controls and the mobile
// menu opened.

// Motion off: axe must not judge colours halfway through a fade-in.
test.use({ reducedMotion: 'reduce', colorScheme: 'light' })

type Theme = (typeof THEMES)[number]

/**
 * Switches the theme the way a system change does (the stored choice stays "system"), without a reload, and waits
 * until the page has applied it.
 */
async function switchTheme(page: Page, theme: Theme): Promise<void> {
  await page.emulateMedia({ colorScheme: theme })
  await expect(page.locator('html')).toHaveAttribute('data-theme', theme)
}

// Every route once per locale: its heading in the locale, <html lang>, axe in both themes, and the same page at
// phone width (360×740) with nothing sticking out sideways. '/' and '/roadmap' also run against the build (@prod).
const PROD_ROUTES = new Set(['/', '/roadmap'])

test.describe('every route in both themes', () => {
  for (const route of SHELL_ROUTES) {
    const tag = PROD_ROUTES.has(route.path) ? ' @prod' : ''
    test(`${route.path}${tag}`, async ({ page }, testInfo) => {
      const locale = testLocale(testInfo)
      const outcome = await openRoute(page, locale, route)
      await expect(page.locator('html')).toHaveAttribute('lang', locale)
      // Settled: the route's head has been applied (the title updates after the first render).
      await expect(page).toHaveTitle(/\S/)
      for (const theme of THEMES) {
        await switchTheme(page, theme)
        await expectNoSeriousViolations(page, `${route.path} (${locale}, ${theme}, ${outcome})`)
      }
      await page.setViewportSize(VIEWPORTS.phone)
      await expect(menuButton(page, locale)).toBeVisible()
      await expectNoHorizontalOverflow(page)
    })
  }

  test('the not-found page', async ({ page }, testInfo) => {
    const locale = testLocale(testInfo)
    const path = NOT_FOUND_PATHS[0] ?? '/nope'
    await page.goto(localePath(locale, path))
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    for (const theme of THEMES) {
      await switchTheme(page, theme)
      await expectNoSeriousViolations(page, `${path} (${locale}, ${theme})`)
    }
  })
})

test.describe('header controls', () => {
  test('after using the theme button and focusing the language link', async ({ page }, testInfo) => {
    const locale = testLocale(testInfo)
    // A page with nothing but the shell around its heading, so what is judged here is the header.
    await page.goto(localePath(locale, '/roadmap'))
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(text(locale, 'page_title_roadmap'))
    const button = themeButton(page, locale)
    // By keyboard: the button takes Enter and keeps focus; its status says the new theme.
    await button.focus()
    await page.keyboard.press('Enter')
    await expect(button).toBeFocused()
    await expect(page.getByRole('status').filter({ hasText: text(locale, 'theme_light') })).toBeAttached()
    await expectNoSeriousViolations(page, `theme button pressed (${locale}, light)`)
    await page.keyboard.press('Enter')
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark')
    const languages = page.getByRole('banner').getByRole('group', { name: text(locale, 'locale_menu_label') })
    await languages.getByRole('link').focus()
    await expectNoSeriousViolations(page, `language link focused (${locale}, dark)`)
  })
})

test.describe('mobile menu', () => {
  test.use({ viewport: VIEWPORTS.phone })

  test('open, in both themes', async ({ page }, testInfo) => {
    const locale = testLocale(testInfo)
    await page.goto(localePath(locale, '/roadmap'))
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(text(locale, 'page_title_roadmap'))
    await menuButton(page, locale).click()
    const sheet = page.getByRole('dialog', { name: text(locale, 'nav_menu_title') })
    await expect(sheet).toBeVisible()
    // The focus trap: Tab stays inside the sheet.
    for (let i = 0; i < 12; i++) await page.keyboard.press('Tab')
    await expect(sheet.locator(':focus')).toHaveCount(1)
    for (const theme of THEMES) {
      await switchTheme(page, theme)
      await expectNoSeriousViolations(page, `mobile menu open (${locale}, ${theme})`)
    }
    // The theme radios by keyboard: arrows move the choice.
    const themes = sheet.getByRole('group', { name: text(locale, 'theme_menu_label') })
    await themes.getByRole('radio', { name: text(locale, 'theme_system') }).focus()
    await page.keyboard.press('ArrowUp')
    await expect(themes.getByRole('radio', { name: text(locale, 'theme_dark') })).toBeChecked()
    await expectNoSeriousViolations(page, `mobile menu, theme radios used (${locale}, dark)`)
  })
})

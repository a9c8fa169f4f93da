import { signIn, USERS } from './support/account'
import { COLOUR_RULES, expectNoSeriousViolations } from './support/axe'
import { HTML_LANG, localePath, type TestLocale, testLocale, text } from './support/locale'
import {
  expectNoHorizontalOverflow,
  menuButton,
  openRoute,
  type ShellRoute,
  themeButton,
} from './support/shell'
import { NOT_FOUND_PATHS, SHELL_ROUTES, THEMES, VIEWPORTS } from './support/shell-routes.mjs'
import { expect, type Page, test } from './support/test'

// Every route of docs/product.md §2, each group of routes in dev-en or dev-ru (docs/tests.md): it renders in the
// locale, fits a phone, and axe-core finds no serious or critical violation in either theme; also the header's
// controls and the mobile menu opened.

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

// Every route once per locale: its heading in the locale, <html lang>, axe in the light theme, the colour rules
// again in the dark one (the whole page on '/', the page's <main> elsewhere), and the same page at phone width (360×740) with nothing sticking out sideways. The
// account pages are checked signed in as the seeded demo user (a guest meets the sign-in dialog: auth.spec.ts).
// Routes go in groups, one page per group: a new browser context per route cost more than the checks on CI's two
// cores. A group checks every route and then reports each one that failed. '/' and '/roadmap' also run against
// the build (@prod).
const PROD_ROUTES = new Set(['/', '/roadmap'])
const GROUP_SIZE = 6
/** A route's share of its group's time limit: loading it, three axe runs and the phone check, on a busy machine. */
const ROUTE_TIMEOUT_MS = 20_000

async function checkRoute(page: Page, locale: TestLocale, route: ShellRoute): Promise<void> {
  await page.setViewportSize(VIEWPORTS.desktop)
  await page.emulateMedia({ colorScheme: 'light' })
  const outcome = await openRoute(page, locale, route)
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light')
  expect(outcome, 'the route renders (the account pages signed in)').toBe('rendered')
  await expect(page.locator('html')).toHaveAttribute('lang', HTML_LANG[locale])
  // Settled: the route's head has been applied (the title updates after the first render).
  await expect(page).toHaveTitle(/\S/)
  // The shell (header, footer, landmarks, page-level rules) is the same on every page: judged whole on the home
  // page, and only the page's own <main> elsewhere.
  const scope = route.path === '/' ? {} : { within: 'main' }
  await expectNoSeriousViolations(page, `${route.path} (${locale}, light)`, scope)
  await switchTheme(page, 'dark')
  await expectNoSeriousViolations(page, `${route.path} (${locale}, dark)`, { ...scope, only: COLOUR_RULES })
  await page.setViewportSize(VIEWPORTS.phone)
  await expect(menuButton(page, locale)).toBeVisible()
  await expectNoHorizontalOverflow(page)
}

/** Checks each route in turn on one page, then fails once, naming every route that failed and why. */
async function checkRoutes(page: Page, locale: TestLocale, routes: readonly ShellRoute[]): Promise<void> {
  test.setTimeout(ROUTE_TIMEOUT_MS * routes.length)
  const failures: string[] = []
  for (const route of routes)
    await test.step(route.path, async () => {
      try {
        await checkRoute(page, locale, route)
      } catch (error) {
        failures.push(`${route.path}: ${error instanceof Error ? error.message : String(error)}`)
      }
    })
  expect(failures, failures.join('\n\n')).toEqual([])
}

function groups<T>(items: readonly T[], size: number): T[][] {
  return Array.from({ length: Math.ceil(items.length / size) }, (_, index) =>
    items.slice(index * size, (index + 1) * size),
  )
}

const prodRoutes = SHELL_ROUTES.filter((route) => PROD_ROUTES.has(route.path))
const publicRoutes = SHELL_ROUTES.filter((route) => !route.guarded && !PROD_ROUTES.has(route.path))
const accountRoutes = SHELL_ROUTES.filter((route) => route.guarded)

test.describe('every route in both themes', () => {
  test(`${prodRoutes.map((route) => route.path).join(', ')} @prod`, async ({ page }, testInfo) => {
    await checkRoutes(page, testLocale(testInfo), prodRoutes)
  })

  for (const group of groups(publicRoutes, GROUP_SIZE))
    test(group.map((route) => route.path).join(', '), async ({ page }, testInfo) => {
      await checkRoutes(page, testLocale(testInfo), group)
    })

  test('the account pages, signed in', async ({ page }, testInfo) => {
    const locale = testLocale(testInfo)
    await page.goto(localePath(locale, '/'))
    await signIn(page, locale, USERS.demo)
    await checkRoutes(page, locale, accountRoutes)
  })

  test('the not-found page', async ({ page }, testInfo) => {
    const locale = testLocale(testInfo)
    const path = NOT_FOUND_PATHS[0] ?? '/nope'
    await page.goto(localePath(locale, path))
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await expectNoSeriousViolations(page, `${path} (${locale}, light)`)
    await switchTheme(page, 'dark')
    await expectNoSeriousViolations(page, `${path} (${locale}, dark)`, { only: COLOUR_RULES })
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

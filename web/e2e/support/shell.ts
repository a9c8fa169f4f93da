import { expect, type Page } from '@playwright/test'
import { localePath, type TestLocale, text } from './locale'
import type { HeadingMessage, ShellRoute } from './shell-routes.mjs'

export type { ShellRoute }

function escapeRegExp(value: string): string {
  return value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
}

/** The h1 text a route may show in the locale, as an exact pattern (one of its heading messages). */
export function headingPattern(locale: TestLocale, headings: readonly HeadingMessage[]): RegExp {
  const names = headings.map((heading) =>
    escapeRegExp(
      'content' in heading ? heading.content[locale] : text(locale, heading.key, heading.params ?? {}),
    ),
  )
  return new RegExp(`^(${names.join('|')})$`)
}

/** The route's own path in the locale, without its query: what the address bar shows once it has rendered. */
export function routePathname(locale: TestLocale, route: Pick<ShellRoute, 'path'>): string {
  return localePath(locale, route.path.split('?')[0] ?? route.path)
}

/** A pathname without its trailing slash: the Russian home is '/ru/' in the address bar, '/ru' in a link. */
export function withoutTrailingSlash(pathname: string): string {
  return pathname.length > 1 ? pathname.replace(/\/$/, '') : pathname
}

export type RouteOutcome = 'rendered' | 'sign-in'

/**
 * Opens a route in the locale and waits until it has settled: its heading shows in that locale, or (an account
 * route for a guest) the sign-in dialog is open on the home page with `redirect` naming the route. Which of the
 * two happens depends on the session work in progress; the journeys accept either but check it properly.
 */
export async function openRoute(page: Page, locale: TestLocale, route: ShellRoute): Promise<RouteOutcome> {
  await page.goto(localePath(locale, route.path))
  const heading = page.getByRole('heading', { level: 1, name: headingPattern(locale, route.headings) })
  if (!route.guarded) {
    await expect(heading).toBeVisible()
    expect(withoutTrailingSlash(new URL(page.url()).pathname)).toBe(routePathname(locale, route))
    return 'rendered'
  }
  const signIn = page.getByRole('dialog', { name: text(locale, 'auth_login_title') })
  await expect(heading.or(signIn).first()).toBeVisible()
  if (await heading.isVisible()) return 'rendered'
  const url = new URL(page.url())
  expect(withoutTrailingSlash(url.pathname)).toBe(localePath(locale, '/'))
  expect(url.searchParams.get('redirect')).toBe(route.path)
  // Behind the modal dialog the page is hidden from assistive technology, hence includeHidden.
  const home = page.getByRole('heading', {
    level: 1,
    name: text(locale, 'page_title_home'),
    includeHidden: true,
  })
  await expect(home).toBeVisible()
  return 'sign-in'
}

/** Fails when the page is wider than the viewport (a horizontal scrollbar on a phone). */
export async function expectNoHorizontalOverflow(page: Page): Promise<void> {
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
  }))
  expect(scrollWidth, `page is ${scrollWidth}px wide in a ${innerWidth}px viewport`).toBeLessThanOrEqual(
    innerWidth,
  )
}

/**
 * The header's menu button (phones and tablets), which opens the side sheet. Found even while the sheet is open
 * (the modal hides the rest of the page from assistive technology), so its state can be checked then.
 */
export function menuButton(page: Page, locale: TestLocale) {
  return page
    .getByRole('banner', { includeHidden: true })
    .getByRole('button', { name: text(locale, 'nav_open_menu'), includeHidden: true })
}

/** The header's theme button; its name says the theme in use. */
export function themeButton(page: Page, locale: TestLocale) {
  return page.getByRole('banner').getByRole('button', { name: themeButtonPattern(locale) })
}

function themeButtonPattern(locale: TestLocale): RegExp {
  const names = ['theme_light', 'theme_dark', 'theme_system'].map((key) =>
    escapeRegExp(text(locale, 'theme_toggle_label', { name: text(locale, key) })),
  )
  return new RegExp(`^(${names.join('|')})$`)
}

/** The theme button's name for a preference, e.g. "Colour theme: Dark". */
export function themeButtonName(locale: TestLocale, preference: 'light' | 'dark' | 'system'): string {
  return text(locale, 'theme_toggle_label', { name: text(locale, `theme_${preference}`) })
}

import { expectNoSeriousViolations } from './support/axe'
import { localePath, type TestLocale, testLocale, text } from './support/locale'
import { waitForMockWorker } from './support/mock-controls'
import { expectNoHorizontalOverflow } from './support/shell'
import { VIEWPORTS } from './support/shell-routes.mjs'
import { expect, type Locator, type Page, test } from './support/test'

// Sign-in, the account guard, registration, password restore and logout (docs/product.md §2 dialogs, §4, §5, §6), against
// the MSW worker's seeded world (a fresh one per test: each test has its own browser storage).

const DEMO = { email: 'demo@example.com', password: 'demo-pass-1' }

type WithMock = { __mock?: { lastResetCode(email: string): string | null } }

/** Loads a page and waits until the mock worker answers the app's calls. */
async function open(page: Page, path: string) {
  await page.goto(path)
  await waitForMockWorker(page)
}

const dialog = (page: Page, locale: TestLocale, titleKey: string) =>
  page.getByRole('dialog', { name: text(locale, titleKey) })

const field = (scope: Locator, locale: TestLocale, key: string) =>
  scope.getByLabel(text(locale, key), { exact: true })

async function openLogin(page: Page, locale: TestLocale): Promise<Locator> {
  await page
    .getByRole('banner')
    .getByRole('button', { name: text(locale, 'auth_sign_in') })
    .click()
  const login = dialog(page, locale, 'auth_login_title')
  await expect(login).toBeVisible()
  return login
}

async function signIn(login: Locator, locale: TestLocale, credentials: { email: string; password: string }) {
  await field(login, locale, 'auth_email_label').fill(credentials.email)
  await field(login, locale, 'auth_password_label').fill(credentials.password)
  await login.getByRole('button', { name: text(locale, 'auth_login_submit') }).click()
}

/** The home page's path in the locale (the Russian one is served as /ru or /ru/). */
const homePath = (locale: TestLocale) =>
  locale === 'en' ? /^(https?:\/\/[^/]+)?\/$/ : /^(https?:\/\/[^/]+)?\/ru\/?$/

const accountMenuButton = (page: Page, locale: TestLocale, email: string) =>
  page
    .getByRole('banner')
    .getByRole('button', { name: text(locale, 'auth_account_menu_label', { name: email }) })

test.describe('auth', () => {
  test('signs in from the header and logs out', async ({ page }, testInfo) => {
    const locale = testLocale(testInfo)
    await open(page, localePath(locale, '/blog'))
    const login = await openLogin(page, locale)

    await signIn(login, locale, { email: DEMO.email, password: 'wrong-pass-9' })
    await expect(login.getByText(text(locale, 'error_invalid_credentials'))).toHaveCount(2)
    await expect(field(login, locale, 'auth_email_label')).toHaveValue(DEMO.email)
    await expectNoSeriousViolations(page, 'the login dialog with server errors')

    await field(login, locale, 'auth_password_label').fill(DEMO.password)
    await login.getByRole('button', { name: text(locale, 'auth_login_submit') }).click()
    await expect(login).toBeHidden()
    const menuButton = accountMenuButton(page, locale, DEMO.email)
    await expect(menuButton).toBeVisible()
    await expect(page).toHaveURL(new RegExp(`${localePath(locale, '/blog')}$`))

    // Still signed in after a reload: the account data is kept in local storage (docs/product.md §3).
    await page.reload()
    await expect(menuButton).toBeVisible()
    // The account button fits a phone's header.
    await page.setViewportSize(VIEWPORTS.phone)
    await expect(menuButton).toBeVisible()
    await expectNoHorizontalOverflow(page)

    await menuButton.click()
    const menu = page.getByRole('menu')
    await expect(menu.getByText(DEMO.email)).toBeVisible()
    await expectNoSeriousViolations(page, 'the account menu')
    await menu.getByRole('menuitem', { name: text(locale, 'auth_logout') }).click()
    await expect(
      page.getByRole('banner').getByRole('button', { name: text(locale, 'auth_sign_in') }),
    ).toBeVisible()
    await expect(page).toHaveURL(homePath(locale))
    const stored = await page.evaluate(() => window.localStorage.getItem('account-data'))
    expect(stored).toBeNull()
  })

  test('sends a guest from /profile/info to the login dialog and back after signing in', async ({
    page,
  }, testInfo) => {
    const locale = testLocale(testInfo)
    await open(page, localePath(locale, '/profile/info'))
    const login = dialog(page, locale, 'auth_login_title')
    await expect(login).toBeVisible()
    const home = new URL(page.url())
    expect(home.pathname).toMatch(homePath(locale))
    expect(home.searchParams.get('redirect')).toBe('/profile/info')

    await signIn(login, locale, DEMO)
    await expect(page).toHaveURL(new RegExp(`${localePath(locale, '/profile/info')}$`))
    await expect(
      page.getByRole('heading', { level: 1, name: text(locale, 'page_title_profile_info') }),
    ).toBeVisible()

    // /lk leads a signed-in user to the first account page.
    await page.goto(localePath(locale, '/lk'))
    await expect(page).toHaveURL(new RegExp(`${localePath(locale, '/profile/info')}$`))
  })

  test('registers a new account and is signed in', async ({ page }, testInfo) => {
    const locale = testLocale(testInfo)
    const email = `e2e-${locale}-${testInfo.workerIndex}@example.com`
    await open(page, localePath(locale, '/'))
    const login = await openLogin(page, locale)
    await login.getByRole('button', { name: text(locale, 'auth_to_register') }).click()
    const register = dialog(page, locale, 'auth_register_title')
    await expect(register).toBeVisible()

    await field(register, locale, 'auth_email_label').fill(email)
    await field(register, locale, 'auth_password_label').fill('e2e-pass-1')
    // Enter submits from the field: every problem shows at once, nothing is sent.
    await field(register, locale, 'auth_password_confirm_label').fill('e2e-pass-2')
    await field(register, locale, 'auth_password_confirm_label').press('Enter')
    await expect(register.getByText(text(locale, 'error_password_mismatch'))).toBeVisible()
    await expect(register.getByText(text(locale, 'error_agree_privacy'))).toBeVisible()

    await field(register, locale, 'auth_password_confirm_label').fill('e2e-pass-1')
    await register.getByRole('checkbox', { name: text(locale, 'auth_terms_label') }).check()
    await register.getByRole('button', { name: text(locale, 'auth_register_submit') }).click()
    await expect(register).toBeHidden()
    await expect(accountMenuButton(page, locale, email)).toBeVisible()
    expect(await page.evaluate(() => window.sessionStorage.getItem('in-session-registration'))).toBe('true')
  })

  test('on a 320 px phone, a field error appearing as the user taps on moves nothing under the finger', async ({
    page,
  }, testInfo) => {
    const locale = testLocale(testInfo)
    await page.setViewportSize({ width: 320, height: 640 })
    await open(page, localePath(locale, '/'))
    const login = await openLogin(page, locale)
    await login.getByRole('button', { name: text(locale, 'auth_to_register') }).click()
    const register = dialog(page, locale, 'auth_register_title')
    await expect(register).toBeVisible()
    const confirm = field(register, locale, 'auth_password_confirm_label')
    const terms = register.getByRole('checkbox', { name: text(locale, 'auth_terms_label') })
    const submit = register.getByRole('button', { name: text(locale, 'auth_register_submit') })
    const tops = async () =>
      Promise.all([confirm, terms, submit].map(async (control) => (await control.boundingBox())?.y))

    await field(register, locale, 'auth_email_label').fill('e2e-layout@example.com')
    await field(register, locale, 'auth_password_label').fill('short')
    const before = await tops()
    // Leaving the password for the next field shows the password rule (two or three lines here): it takes the
    // hint's place, in room the field kept for it.
    await confirm.click()
    const rule = register.getByText(text(locale, 'error_password_validation')).filter({ visible: true })
    await expect(rule).toBeVisible()
    expect(await tops()).toEqual(before)
    // The rule is shown whole, above the next field's label.
    const ruleBox = await rule.boundingBox()
    const nextLabel = await register.getByText(text(locale, 'auth_password_confirm_label')).boundingBox()
    if (!ruleBox || !nextLabel) throw new Error('the rule or the next label is not laid out')
    expect(ruleBox.y + ruleBox.height).toBeLessThanOrEqual(nextLabel.y)
    expect(await rule.evaluate((el) => el.scrollHeight <= el.clientHeight)).toBe(true)

    // Leaving the confirmation by tapping the terms shows the mismatch, and the tap still ticks the box.
    await confirm.fill('short-other')
    await terms.click()
    await expect(register.getByText(text(locale, 'error_password_mismatch'))).toBeVisible()
    await expect(terms).toBeChecked()
    expect(await tops()).toEqual(before)
    await expectNoHorizontalOverflow(page)
  })

  test('restores the password with the e-mailed code and signs in with the new one', async ({
    page,
  }, testInfo) => {
    const locale = testLocale(testInfo)
    const email = 'new@example.com'
    await open(page, localePath(locale, '/'))
    const login = await openLogin(page, locale)
    await field(login, locale, 'auth_email_label').fill(email)
    await login.getByRole('button', { name: text(locale, 'auth_to_restore') }).click()

    const restore = dialog(page, locale, 'auth_restore_title')
    await expect(field(restore, locale, 'auth_email_label')).toHaveValue(email)
    // Someone who forgot a password is offered the way back, not asked whether they are registered.
    await expect(restore.getByRole('button', { name: text(locale, 'auth_back_to_login') })).toBeVisible()
    await expect(restore.getByRole('button', { name: text(locale, 'auth_to_login') })).toHaveCount(0)
    await restore.getByRole('button', { name: text(locale, 'auth_restore_submit') }).click()

    const reset = dialog(page, locale, 'auth_new_password_title')
    await expect(reset).toBeVisible()
    await expect(reset.getByText(text(locale, 'auth_code_sent', { email }))).toBeVisible()
    const code = await page.evaluate(
      (address) => (window as WithMock).__mock?.lastResetCode(address) ?? null,
      email,
    )
    expect(code).toMatch(/^\d{6}$/)

    await field(reset, locale, 'auth_reset_code_label').fill(code === '000000' ? '111111' : '000000')
    await field(reset, locale, 'auth_new_password_label').fill('restored-pass-3')
    await field(reset, locale, 'auth_password_confirm_label').fill('restored-pass-3')
    await reset.getByRole('button', { name: text(locale, 'auth_new_password_submit') }).click()
    await expect(reset.getByText(text(locale, 'error_invalid_password_reset_code'))).toBeVisible()

    await field(reset, locale, 'auth_reset_code_label').fill(code ?? '')
    await reset.getByRole('button', { name: text(locale, 'auth_new_password_submit') }).click()

    const again = dialog(page, locale, 'auth_login_title')
    await expect(again.getByText(text(locale, 'auth_password_changed'))).toBeVisible()
    await expect(field(again, locale, 'auth_email_label')).toHaveValue(email)
    await field(again, locale, 'auth_password_label').fill('restored-pass-3')
    await again.getByRole('button', { name: text(locale, 'auth_login_submit') }).click()
    await expect(accountMenuButton(page, locale, email)).toBeVisible()
  })
})

import { expect, type Page } from '@playwright/test'
import { type TestLocale, text } from './locale'

/** Seeded users of the mock world (mocks/README.md): demo has passed the card provider's KYC, new has not. */
export const USERS = {
  demo: { email: 'demo@example.com', password: 'demo-pass-1' },
  fresh: { email: 'new@example.com', password: 'new-pass-1' },
} as const

/** Signs in through the header's login dialog, as a user does, and waits until the header shows the account. */
export async function signIn(page: Page, locale: TestLocale, user: { email: string; password: string }) {
  await page
    .getByRole('banner')
    .getByRole('button', { name: text(locale, 'auth_sign_in') })
    .click()
  const login = page.getByRole('dialog', { name: text(locale, 'auth_login_title') })
  await expect(login).toBeVisible()
  await login.getByLabel(text(locale, 'auth_email_label'), { exact: true }).fill(user.email)
  await login.getByLabel(text(locale, 'auth_password_label'), { exact: true }).fill(user.password)
  await login.getByRole('button', { name: text(locale, 'auth_login_submit') }).click()
  await expect(login).toBeHidden()
  await expect(
    page
      .getByRole('banner')
      .getByRole('button', { name: text(locale, 'auth_account_menu_label', { name: user.email }) }),
  ).toBeVisible()
}

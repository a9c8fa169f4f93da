import { ADDRESS } from './support/addresses'
import { routeProviderCheckout } from './support/card-provider'
import { openPricedForm, ordersTo, submitOrder } from './support/exchange-form'
import { type TestLocale, testLocale, text } from './support/locale'
import { expect, type Page, test } from './support/test'

// The account layer's exchange request (docs/product.md "Exchange request"): a card order registers it before the
// identity check and the order, so what the backend refuses there is said before the long KYC.

/** The POSTs of the submit the page sends, in order. */
function submitCalls(page: Page): string[] {
  const paths: string[] = []
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname
    if (request.method() === 'POST' && /\/(exchange-request|orders\/public\/create)$/.test(path))
      paths.push(path)
  })
  return paths
}

/** A guest's card order sends them to register; they do, and the order goes on by itself. */
async function registerForCardOrder(page: Page, locale: TestLocale, email: string, amount: string) {
  await openPricedForm(page, locale, `send=usd&receive=btc&amount=${amount}`)
  await submitOrder(page, locale, { to: { ticker: 'BTC', network: 'BTC', address: ADDRESS.btc } })
  const register = page.getByRole('dialog', { name: text(locale, 'auth_register_title') })
  const field = (key: string) => register.getByLabel(text(locale, key), { exact: true })
  await field('auth_email_label').fill(email)
  await field('auth_password_label').fill('card-pass-1')
  await field('auth_password_confirm_label').fill('card-pass-1')
  await register.getByRole('checkbox', { name: text(locale, 'auth_terms_label') }).check()
  await register.getByRole('button', { name: text(locale, 'auth_register_submit') }).click()
}

test('a card order registers the exchange request, then creates the order', async ({ page }, testInfo) => {
  const locale = testLocale(testInfo)
  await routeProviderCheckout(page)
  const calls = submitCalls(page)
  await registerForCardOrder(page, locale, `request-${locale}@example.com`, '200')
  await expect(page.getByRole('dialog', { name: text(locale, 'order_redirect_title') })).toBeVisible({
    timeout: 15_000,
  })
  expect(calls).toEqual(['/api/v1/users/exchange-request', '/api/v1/orders/public/create'])
})

test('an account the backend refuses is told before the identity check, and no order is made', async ({
  page,
}, testInfo) => {
  const locale = testLocale(testInfo)
  const calls = submitCalls(page)
  // Above the no-KYC threshold: without the request, the identity check would open next.
  await registerForCardOrder(page, locale, `card-${locale}@blacklisted.test`, '1000')
  await expect(
    page.getByRole('alert').filter({ hasText: text(locale, 'error_account_blacklisted') }),
  ).toBeVisible({ timeout: 15_000 })
  await expect(page.getByRole('dialog', { name: text(locale, 'exchange_kyc_title') })).toHaveCount(0)
  expect(calls).toEqual(['/api/v1/users/exchange-request'])
  expect(await ordersTo(page, ADDRESS.btc)).toBe(0)
})

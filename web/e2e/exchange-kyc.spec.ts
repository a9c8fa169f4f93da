import { KYC_POLL_INTERVAL_MS } from '../config/constants'
import { signIn, USERS } from './support/account'
import { ADDRESS } from './support/addresses'
import { expectProviderCheckout, routeProviderCheckout, sendKycPage } from './support/card-provider'
import {
  addressLabel,
  destination,
  home,
  ordersTo,
  priced,
  submitButton,
  submitOrder,
} from './support/exchange-form'
import { type TestLocale, testLocale, text } from './support/locale'
import { mockControls } from './support/mock-controls'
import { nextPoll } from './support/polls'
import { expect, type Page, type TestInfo, test } from './support/test'

// The card provider's KYC form in the KYC modal (docs/product.md §4 "Fiat flow"): on the mocks the modal embeds the mock
// provider's KYC page (mocks/README.md "The card provider's KYC page") where the app uses Sumsub's WebSDK. The
// user sends it and the modal's poll moves on; closing the modal or reloading the page keeps the order in
// progress, and the check goes on where it stopped; a rejected check says error_kyc_flow with nothing lost.

const kycDialog = (page: Page, locale: TestLocale) =>
  page.getByRole('dialog', { name: text(locale, 'exchange_kyc_title') })

/** A fresh user (no provider KYC) orders 1000 USD of BTC and reaches the provider's KYC form in the modal. */
async function reachKycForm(page: Page, testInfo: TestInfo) {
  const locale = testLocale(testInfo)
  const controls = mockControls(page, testInfo)
  await routeProviderCheckout(page)
  await page.clock.install()
  await controls.open(home(locale, 'send=usd&receive=btc&amount=1000'))
  await priced(page, locale)
  await signIn(page, locale, USERS.fresh)
  await submitOrder(page, locale, { to: { ticker: 'BTC', network: 'BTC', address: ADDRESS.btc } })
  const kyc = kycDialog(page, locale)
  await expect(kyc).toHaveAccessibleDescription(
    text(locale, 'exchange_kyc_step_email', { email: USERS.fresh.email }),
    { timeout: 15_000 },
  )
  await controls.advanceClock(10_000)
  await nextPoll(page, KYC_POLL_INTERVAL_MS)
  await expectKycForm(page, locale)
  return { locale, kyc }
}

async function expectKycForm(page: Page, locale: TestLocale) {
  const kyc = kycDialog(page, locale)
  await expect(kyc).toHaveAccessibleDescription(text(locale, 'exchange_kyc_step_form'), { timeout: 20_000 })
  await expect(kyc.getByRole('region', { name: text(locale, 'exchange_kyc_form_label') })).toBeVisible()
  await expect(kyc.frameLocator('iframe').getByRole('button')).toBeVisible({ timeout: 15_000 })
}

async function expectPaymentRedirect(page: Page, locale: TestLocale) {
  const redirect = page.getByRole('dialog', { name: text(locale, 'order_redirect_title') })
  await expect(redirect).toBeVisible({ timeout: 20_000 })
  await expect(kycDialog(page, locale)).toBeHidden()
  expect(await ordersTo(page, ADDRESS.btc)).toBe(1)
  await redirect.getByRole('link', { name: text(locale, 'order_redirect_continue') }).click()
  await expectProviderCheckout(page)
}

test('closing the KYC modal keeps the order; the next submit goes on at the KYC form', async ({
  page,
}, testInfo) => {
  const { locale, kyc } = await reachKycForm(page, testInfo)
  await kyc.getByRole('button', { name: text(locale, 'exchange_kyc_cancel') }).click()
  await expect(kyc).toBeHidden()
  await expect(page.getByText(text(locale, 'exchange_kyc_cancelled'))).toBeVisible()
  await expect(destination(page, locale, 'BTC', 'BTC')).toHaveValue(ADDRESS.btc)
  expect(await ordersTo(page, ADDRESS.btc)).toBe(0)
  // A reload keeps the order, and still says where it stopped; the check does not reopen by itself.
  await page.reload()
  await expect(page.getByText(text(locale, 'exchange_kyc_cancelled'))).toBeVisible()
  await expect(destination(page, locale, 'BTC', 'BTC')).toHaveValue(ADDRESS.btc)
  await expect(kyc).toBeHidden()

  await submitButton(page, locale).click()
  // The e-mail is confirmed already: straight back to the provider's form.
  await expectKycForm(page, locale)
  await sendKycPage(kycDialog(page, locale), locale, 'Doe')
  await nextPoll(page, KYC_POLL_INTERVAL_MS)
  await expectPaymentRedirect(page, locale)
})

test('a reload with the KYC form open brings the order back and resumes the check', async ({
  page,
}, testInfo) => {
  const { locale } = await reachKycForm(page, testInfo)
  await page.reload()
  await expectKycForm(page, locale)
  // Behind the modal (hidden from the accessibility tree while it is open), the form has the order back.
  const address = page.getByRole('textbox', {
    name: addressLabel(locale, 'exchange_destination_label', 'BTC', 'BTC'),
    includeHidden: true,
  })
  await expect(address).toHaveValue(ADDRESS.btc)
  await sendKycPage(kycDialog(page, locale), locale, 'Doe')
  await nextPoll(page, KYC_POLL_INTERVAL_MS)
  await expectPaymentRedirect(page, locale)
})

test('a check the provider rejects says so (error_kyc_flow), and nothing typed is lost', async ({
  page,
}, testInfo) => {
  const { locale, kyc } = await reachKycForm(page, testInfo)
  await sendKycPage(kyc, locale, 'Reject')
  await nextPoll(page, KYC_POLL_INTERVAL_MS)
  await expect(kyc).toBeHidden({ timeout: 20_000 })
  await expect(page.getByRole('alert').filter({ hasText: text(locale, 'error_kyc_flow') })).toBeVisible()
  await expect(destination(page, locale, 'BTC', 'BTC')).toHaveValue(ADDRESS.btc)
  expect(await ordersTo(page, ADDRESS.btc)).toBe(0)
})

test('closing the KYC modal that a reload reopened leaves focus on "Exchange now", not on the page', async ({
  page,
}, testInfo) => {
  const { locale } = await reachKycForm(page, testInfo)
  await page.reload()
  await expectKycForm(page, locale)
  const kyc = kycDialog(page, locale)
  await kyc.getByRole('button', { name: text(locale, 'exchange_kyc_cancel') }).focus()
  await page.keyboard.press('Escape')
  await expect(kyc).toBeHidden()
  await expect(submitButton(page, locale)).toBeFocused()
  await expect(page.getByText(text(locale, 'exchange_kyc_cancelled'))).toBeVisible()
})

import { expect, type Locator, type Page } from '@playwright/test'
import { KYC_PAGE_TEXT } from '../../../mocks/card-provider/kyc-page'
import type { TestLocale } from './locale'

/**
 * The mocks' card payment provider (mocks/world/orders.ts PROVIDER_CHECKOUT_URL): a fiat order's redirectUrl
 * leads here. Allowed in the mock build by .env.mock (VITE_REDIRECT_ALLOWED_HOSTS).
 */
export const PROVIDER_HOST = 'pay.mock-card-provider.test'

/** Answers the provider's pages with a stand-in (the host does not exist), so leaving for it can be seen. */
export async function routeProviderCheckout(page: Page): Promise<void> {
  await page.route(`https://${PROVIDER_HOST}/**`, (route) =>
    route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><title>checkout</title>' }),
  )
}

/** The page has left the app for the provider's checkout of the new order. */
export const expectProviderCheckout = (page: Page) =>
  expect(page).toHaveURL(new RegExp(`^https://${PROVIDER_HOST.replaceAll('.', '\\.')}/checkout/ord_\\w+$`), {
    timeout: 15_000,
  })

/**
 * The user sends the mock card provider's KYC page embedded in the KYC modal (mocks/card-provider/kyc-page.ts)
 * with the surname on the document ('Reject' rejects, mocks/README.md "The card provider's KYC page").
 */
export async function sendKycPage(kyc: Locator, locale: TestLocale, lastName: string): Promise<void> {
  const page = kyc.frameLocator('iframe')
  const t = KYC_PAGE_TEXT[locale]
  // The frame's document arrives after the modal's step (fetched, then written into the frame): fill it again
  // if it was not there yet. Once the button is pressed it is never pressed again.
  await expect(async () => {
    await page.getByLabel(t.lastName).fill(lastName, { timeout: 2_000 })
    await page.getByRole('button', { name: t.send }).click({ timeout: 2_000 })
  }).toPass({ timeout: 15_000 })
  // Sent: the page says so, unless the modal's poll has already seen the decision and taken the frame away.
  await expect
    .poll(
      async () =>
        (await kyc.locator('iframe').count()) === 0 ||
        (await page
          .getByRole('status')
          .textContent({ timeout: 500 })
          .catch(() => null)) === t.sent,
      { timeout: 15_000 },
    )
    .toBe(true)
}

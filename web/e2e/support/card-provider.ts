import { expect, type Page } from '@playwright/test'

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

import { expect, type Page } from '@playwright/test'
import { localePath, type TestLocale, text } from './locale'
import type { MockControls } from './mock-controls'

// Orders made through the API the app uses (the mocks answer), for journeys that start on the order page.

const ref = (currencyTitle: string, networkTitle: string, slug: string) => ({
  currencyTitle,
  networkTitle,
  slug,
})
export const INSTRUMENT = {
  btc: ref('BTC', 'BTC', 'btc'),
  xrp: ref('XRP', 'XRP', 'xrp'),
  usdtTrc20: ref('USDT', 'TRC20', 'usdttrc20'),
} as const

export interface CreatedOrder {
  orderId: string
  destinationAddress: string
}

export async function createOrder(
  controls: MockControls,
  body: Record<string, unknown>,
): Promise<CreatedOrder> {
  const answer = await controls.api<CreatedOrder>('POST', '/api/v1/orders/public/create', {
    claimedPublicRate: 1,
    ...body,
  })
  expect(answer.status, JSON.stringify(answer.body)).toBe(200)
  return answer.body
}

export const orderUrl = (locale: TestLocale, { orderId, destinationAddress }: CreatedOrder) =>
  localePath(locale, `/order/${orderId}?destinationAddress=${encodeURIComponent(destinationAddress)}`)

/**
 * Loads the app (so the mocks answer), creates the order through the API, and opens its page. The page runs on
 * Playwright's clock (at its real pace until a journey calls `nextPoll`, support/polls.ts).
 */
export async function openNewOrder(
  page: Page,
  controls: MockControls,
  locale: TestLocale,
  body: Record<string, unknown>,
  { visit = true } = {},
): Promise<CreatedOrder> {
  await page.clock.install()
  await controls.open(localePath(locale, '/'))
  const order = await createOrder(controls, body)
  if (visit) await page.goto(orderUrl(locale, order))
  return order
}

/** The status line of the order page (docs/product.md §4). Polling brings a change within 5 s. */
export const expectStatus = (page: Page, locale: TestLocale, key: string) =>
  expect(page.getByText(text(locale, key), { exact: true })).toBeVisible({ timeout: 12_000 })

import { ORDER_AMOUNT_DECIMALS, ORDER_POLL_INTERVAL_MS } from '../config/constants'
import { ADDRESS } from './support/addresses'
import { expectNoSeriousViolations } from './support/axe'
import { exchangeForm, expectFieldError } from './support/exchange-form'
import { localePath, type TestLocale, testLocale, text } from './support/locale'
import { type MockControls, mockControls } from './support/mock-controls'
import { type CreatedOrder, expectStatus, INSTRUMENT, openNewOrder, orderUrl } from './support/orders'
import { nextPoll } from './support/polls'
import { expect, type Page, test } from './support/test'

const { btc: BTC, xrp: XRP, usdtTrc20: USDT_TRC20 } = INSTRUMENT

/** A floating BTC → USDT (TRC20) order, for the journeys about finding an order rather than its course. */
const FLOATING_BTC_TO_TRC20 = {
  rateMode: 'FLOATING',
  instrumentFrom: BTC,
  instrumentTo: USDT_TRC20,
  destinationAddress: ADDRESS.trc20,
  claimedDepositAmount: 0.01,
} as const

/** A fixed XRP (a memo coin) → USDT (TRC20) order: the deposit shows a memo and a refund address is set. */
const FIXED_XRP_TO_TRC20 = {
  rateMode: 'FIXED',
  instrumentFrom: XRP,
  instrumentTo: USDT_TRC20,
  destinationAddress: ADDRESS.trc20,
  refundAddress: ADDRESS.xrp,
  claimedDepositAmount: 100,
} as const

/** The order as the API answers it now (the mocks reprice it at RATE_MODE_CHANGED). */
async function orderInfo(controls: MockControls, { orderId, destinationAddress }: CreatedOrder) {
  const query = new URLSearchParams({ orderId, destinationAddress }).toString()
  const answer = await controls.api<{ amountToGet: number }>('GET', `/api/v1/orders/public-info?${query}`)
  if (!answer.body) throw new Error(`order ${orderId} not found`)
  return answer.body
}

/** An amount as the order page writes it in the locale (cut, not rounded, to ORDER_AMOUNT_DECIMALS), and back. */
const formatShownAmount = (locale: TestLocale, value: number) =>
  new Intl.NumberFormat(locale, { maximumFractionDigits: ORDER_AMOUNT_DECIMALS, roundingMode: 'trunc' })
    .format(value)
    .replace(/[\u00a0\u202f]/g, ' ')
const parseShownAmount = (locale: TestLocale, shown: string) =>
  Number(
    (shown.match(/[\d\s\u00a0\u202f.,]+/)?.[0] ?? '')
      .replace(/[\s\u00a0\u202f]/g, '')
      .replace(locale === 'ru' ? ',' : /,/g, locale === 'ru' ? '.' : ''),
  )

const expectOrderNotFound = (page: Page, locale: TestLocale) =>
  expect(page.getByRole('heading', { level: 1, name: text(locale, 'order_not_found_title') })).toBeVisible()

// The order page (docs/product.md §2, §4): deposit details, steps and status followed by polling, the fixed-rate warnings
// resolved by accepting the new rate or by a refund, and "not found" for a wrong or missing address. Orders are
// created through the API the app uses (the mocks answer) and moved on with the mock controls.

test.describe('order page', () => {
  test('follows an order from creation to WITHDRAWAL_COMPLETED @prod', async ({ page }, testInfo) => {
    const locale = testLocale(testInfo)
    const controls = mockControls(page, testInfo)
    const order = await openNewOrder(page, controls, locale, {
      rateMode: 'FLOATING',
      instrumentFrom: BTC,
      instrumentTo: USDT_TRC20,
      destinationAddress: ADDRESS.trc20,
      claimedDepositAmount: 0.01,
    })
    await expect(page.getByRole('heading', { level: 1 })).toContainText(order.orderId)
    // The page's first HTML already names the order (the order pages' shell, web/ssr/shell-pages.ts).
    const firstHtml = await (
      await page.request.get(orderUrl(locale, order), { headers: { accept: 'text/html' } })
    ).text()
    expect(firstHtml).toMatch(
      new RegExp(`<h1[^>]*>${text(locale, 'page_title_order', { id: order.orderId })}</h1>`),
    )
    await expectStatus(page, locale, 'order_status_creation_end')
    const deposit = page.getByRole('region', { name: text(locale, 'order_deposit_title') })
    await expect(deposit.getByRole('img', { name: text(locale, 'order_qr_label') })).toBeVisible()
    // The URL names the pair and amount once the order is loaded (docs/product.md §2), and keeps the address.
    await expect(page).toHaveURL(/send=btc&receive=usdttrc20&amount=0\.01/)
    expect(new URL(page.url()).searchParams.get('destinationAddress')).toBe(ADDRESS.trc20)

    await controls.advanceOrder(order.orderId, 'event')
    await nextPoll(page, ORDER_POLL_INTERVAL_MS)
    await expectStatus(page, locale, 'order_status_deposit_registered')
    await expect(page.getByText(text(locale, 'order_confirmations', { count: 0, required: 2 }))).toBeVisible()

    await controls.advanceOrder(order.orderId, 'event')
    await nextPoll(page, ORDER_POLL_INTERVAL_MS)
    await expectStatus(page, locale, 'order_status_incoming_funds_detected')
    const steps = page.getByRole('list', { name: text(locale, 'order_steps_label') })
    await expect(steps.locator('[aria-current="step"]')).toContainText(text(locale, 'order_step_exchange'))

    await controls.advanceOrder(order.orderId, 'end')
    await nextPoll(page, ORDER_POLL_INTERVAL_MS)
    await expectStatus(page, locale, 'order_status_withdrawal_completed')
    await expect(steps.locator('[aria-current="step"]')).toHaveCount(0)
  })

  test('a FIXED order with a memo coin is resolved by accepting the new rate', async ({ page }, testInfo) => {
    const locale = testLocale(testInfo)
    const controls = mockControls(page, testInfo)
    const order = await openNewOrder(page, controls, locale, FIXED_XRP_TO_TRC20)
    const deposit = page.getByRole('region', { name: text(locale, 'order_deposit_title') })
    await expect(deposit.getByText(text(locale, 'order_deposit_memo'))).toBeVisible()
    await expect(deposit.getByText(text(locale, 'order_deposit_memo_warning'))).toBeVisible()
    await expect(deposit.getByRole('timer')).toHaveText(/^(20:00|19:\d\d)$/)
    await expect(deposit.getByRole('img', { name: text(locale, 'order_qr_label') })).toBeVisible()
    await expectNoSeriousViolations(page, 'the order page awaiting a deposit with a memo')

    await controls.setOrderScenario(order.orderId, 'high-volatility')
    await controls.advanceOrder(order.orderId, 'event')
    await controls.advanceOrder(order.orderId, 'event')
    await nextPoll(page, ORDER_POLL_INTERVAL_MS)
    const warning = page.getByRole('region', { name: text(locale, 'order_warning_title') })
    await expect(warning).toBeVisible({ timeout: 12_000 })
    await expect(warning.getByText(text(locale, 'order_warning_high_volatility'))).toBeVisible()
    await expect(warning.getByText(text(locale, 'order_warning_rate_changed'))).toBeVisible()

    // Before accepting, the card says what the floating rate gives now: an estimate near the repriced order.
    const repriced = await orderInfo(controls, order)
    const estimate = warning.getByText(/^≈ /)
    await expect(estimate).toContainText(/USDT/)
    const estimated = parseShownAmount(locale, (await estimate.textContent()) ?? '')
    expect(Math.abs(estimated / repriced.amountToGet - 1)).toBeLessThan(0.05)

    await warning.getByRole('button', { name: text(locale, 'order_accept_rate') }).click()
    await expect(warning).toBeHidden()
    await expect(page.getByText(text(locale, 'order_rate_mode_floating'), { exact: true })).toBeVisible()
    // The summary then shows the amount the order was repriced to.
    const accepted = await orderInfo(controls, order)
    const youGet = page.getByText(text(locale, 'order_you_get'), { exact: true }).locator('xpath=..')
    await expect(youGet).toContainText(formatShownAmount(locale, accepted.amountToGet))

    await controls.advanceOrder(order.orderId, 'end')
    await nextPoll(page, ORDER_POLL_INTERVAL_MS)
    await expectStatus(page, locale, 'order_status_withdrawal_completed')
  })

  test('a FIXED order is resolved by a refund (REFUND_REQUESTED → REFUND_COMPLETED)', async ({
    page,
  }, testInfo) => {
    const locale = testLocale(testInfo)
    const controls = mockControls(page, testInfo)
    const order = await openNewOrder(
      page,
      controls,
      locale,
      {
        rateMode: 'FIXED',
        instrumentFrom: BTC,
        instrumentTo: XRP,
        destinationAddress: ADDRESS.xrp,
        destinationAddressMemo: '104729',
        refundAddress: ADDRESS.btc,
        claimedDepositAmount: 0.01,
      },
      { visit: false },
    )
    await controls.setOrderScenario(order.orderId, 'wrong-amount')
    await controls.advanceOrder(order.orderId, 'event')
    await controls.advanceOrder(order.orderId, 'event')

    await page.goto(orderUrl(locale, order))
    const details = page.getByRole('region', { name: text(locale, 'order_details_title') })
    await expect(details.getByText('104729')).toBeVisible()
    const warning = page.getByRole('region', { name: text(locale, 'order_warning_title') })
    await expect(warning.getByText(text(locale, 'order_warning_wrong_amount'))).toBeVisible()

    await warning.getByRole('button', { name: text(locale, 'order_request_refund') }).click()
    const form = page.getByRole('form', { name: text(locale, 'order_refund_title') })
    await expect(form.getByText(text(locale, 'order_refund_amount'))).toBeVisible()
    await expect(form.getByText(text(locale, 'order_refund_network_fee'))).toBeVisible()
    await expect(
      form.getByRole('textbox', { name: text(locale, 'order_refund_address', { instrument: 'BTC' }) }),
    ).toHaveValue(ADDRESS.btc)
    await expectNoSeriousViolations(page, 'the order page with a warning and the refund form')
    await form.getByRole('button', { name: text(locale, 'order_refund_submit') }).click()
    await expectStatus(page, locale, 'order_status_refund_requested')
    await expect(warning).toBeHidden()

    await controls.advanceOrder(order.orderId, 'event')
    await nextPoll(page, ORDER_POLL_INTERVAL_MS)
    await expectStatus(page, locale, 'order_status_refund_completed')
  })

  test('a refund address refused with a specific reason is worded as the exchange form words it', async ({
    page,
  }, testInfo) => {
    const locale = testLocale(testInfo)
    const controls = mockControls(page, testInfo)
    const order = await openNewOrder(
      page,
      controls,
      locale,
      {
        rateMode: 'FIXED',
        instrumentFrom: { currencyTitle: 'IOTX', networkTitle: 'IOTX', slug: 'iotx' },
        instrumentTo: USDT_TRC20,
        destinationAddress: ADDRESS.trc20,
        refundAddress: `0x${'a'.repeat(40)}`,
        claimedDepositAmount: 2000,
      },
      { visit: false },
    )
    await controls.setOrderScenario(order.orderId, 'slow-deposit')
    await controls.advanceOrder(order.orderId, 'event')
    await controls.advanceOrder(order.orderId, 'event')
    await page.goto(orderUrl(locale, order))
    const warning = page.getByRole('region', { name: text(locale, 'order_warning_title') })
    await warning.getByRole('button', { name: text(locale, 'order_request_refund') }).click()
    const form = page.getByRole('form', { name: text(locale, 'order_refund_title') })
    const address = form.getByRole('textbox', {
      name: text(locale, 'order_refund_address', { instrument: 'IOTX' }),
    })
    // IoTeX's native io1… form: validate-address answers address_reject_iotx.
    await address.fill(`io1${'q'.repeat(38)}`)
    await form.getByRole('button', { name: text(locale, 'order_refund_submit') }).click()
    await expectFieldError(address, text(locale, 'error_address_reject_iotx'))
    await expect(form.getByText('address_reject_iotx')).toHaveCount(0)
  })

  test('a failed e-mail for status updates says error_email_already_set, for 3 s', async ({
    page,
  }, testInfo) => {
    const locale = testLocale(testInfo)
    const controls = mockControls(page, testInfo)
    await openNewOrder(page, controls, locale, FLOATING_BTC_TO_TRC20)
    await controls.failNext('setOrderEmail', 'http500')
    await page.getByRole('textbox', { name: text(locale, 'order_email_label') }).fill('alice@example.com')
    await page.getByRole('button', { name: text(locale, 'order_email_submit') }).click()
    const notice = page
      .getByRole('region', { name: text(locale, 'notification_region_label') })
      .getByText(text(locale, 'error_email_already_set'))
    await expect(notice).toBeVisible()
    // A toast's 3 s, not a notification's 30 s.
    await expect(notice).toBeHidden({ timeout: 8_000 })
  })

  test('the right order with a wrong destination address is not found', async ({ page }, testInfo) => {
    const locale = testLocale(testInfo)
    const controls = mockControls(page, testInfo)
    const order = await openNewOrder(page, controls, locale, FLOATING_BTC_TO_TRC20, { visit: false })
    await page.goto(orderUrl(locale, { ...order, destinationAddress: 'TWrongAddress' }))
    await expectOrderNotFound(page, locale)
    await expect(page.getByText(text(locale, 'order_not_found_description'))).toBeVisible()
    await expectNoSeriousViolations(page, 'order not found')
  })

  test('an order without a destination address is not found', async ({ page }, testInfo) => {
    const locale = testLocale(testInfo)
    const controls = mockControls(page, testInfo)
    const order = await openNewOrder(page, controls, locale, FLOATING_BTC_TO_TRC20, { visit: false })
    await page.goto(localePath(locale, `/order/${order.orderId}`))
    await expectOrderNotFound(page, locale)
  })

  test('/order/pending with nothing being created in this tab returns to the form', async ({
    page,
  }, testInfo) => {
    const locale = testLocale(testInfo)
    await page.goto(localePath(locale, '/order/pending'))
    await expect(exchangeForm(page, locale)).toBeVisible()
    expect(new URL(page.url()).pathname).toBe(localePath(locale, '/'))
  })
})

test.describe('order page on a phone', () => {
  test.use({ viewport: { width: 360, height: 740 } })

  test('shows the deposit details without sideways scrolling and copies the address', async ({
    page,
    context,
  }, testInfo) => {
    const locale = testLocale(testInfo)
    const controls = mockControls(page, testInfo)
    await context.grantPermissions(['clipboard-read', 'clipboard-write'])
    const order = await openNewOrder(page, controls, locale, FIXED_XRP_TO_TRC20)
    const deposit = page.getByRole('region', { name: text(locale, 'order_deposit_title') })
    await expect(deposit.getByRole('img', { name: text(locale, 'order_qr_label') })).toBeVisible()
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360)

    const copy = deposit.getByRole('button', { name: text(locale, 'order_copy_address') })
    const box = await copy.boundingBox()
    expect(box?.height ?? 0).toBeGreaterThanOrEqual(44)
    await copy.click()
    await expect(deposit.getByRole('status').filter({ hasText: text(locale, 'order_copied') })).toHaveCount(1)
    const { body } = await controls.api<{ depositAddress: string }>(
      'GET',
      `/api/v1/orders/public-info?orderId=${order.orderId}&destinationAddress=${order.destinationAddress}`,
    )
    await expect(deposit.getByText(body.depositAddress, { exact: true })).toBeVisible()
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(body.depositAddress)
  })
})

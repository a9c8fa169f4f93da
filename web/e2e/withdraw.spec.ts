import { signIn, USERS } from './support/account'
import { expectNoSeriousViolations } from './support/axe'
import { localePath, testLocale, text } from './support/locale'
import { expectNoHorizontalOverflow } from './support/shell'
import { VIEWPORTS } from './support/shell-routes.mjs'
import { expect, type Page, test } from './support/test'

// The withdrawal (docs/product.md §2 success modal, §3 payload, §5 address rule, §8 ERR_WITHDRAWAL_TOO_SMALL) against the
// mock worker's seeded world: demo@example.com holds 76.905051 USDT (TRC20) of affiliate balance, the server's
// minimum is 10 USDT (mocks/world/affiliates.ts).

const TEST_ADDRESS = `T${'1'.repeat(33)}`

/** Counts the withdrawal POSTs the page sends. */
function countWithdrawalCalls(page: Page) {
  const calls = { count: 0 }
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/v1/affiliates/withdrawals')
      calls.count += 1
  })
  return calls
}

test.describe('withdraw', () => {
  test('refuses a bad address locally, shows the server minimum, then withdraws', async ({
    page,
  }, testInfo) => {
    const locale = testLocale(testInfo)
    await page.setViewportSize(VIEWPORTS.phone)
    await page.goto(localePath(locale, '/'))
    await signIn(page, locale, USERS.demo)
    await page.goto(localePath(locale, '/profile/withdraw'))

    const balances = page.getByRole('region', { name: text(locale, 'withdraw_balances_title') })
    const history = page.getByRole('list', { name: text(locale, 'withdraw_history_title') })
    await expect(balances.getByText(/76[.,]905051 USDT/)).toBeVisible()
    await expect(history.getByRole('listitem')).toHaveCount(2)
    const calls = countWithdrawalCalls(page)

    const form = page.getByRole('form', { name: text(locale, 'withdraw_form_title') })
    const address = form.getByLabel(text(locale, 'withdraw_address_label', { network: 'TRC20' }))
    const amount = form.getByLabel(text(locale, 'withdraw_amount_label', { currency: 'USDT' }))
    const submit = form.getByRole('button', { name: text(locale, 'withdraw_submit') })

    await address.fill('0x52908400098527886E0F7030069857D2E4169EE7')
    await amount.fill('5')
    await submit.click()
    await expect(form.getByText(text(locale, 'error_address_incorrect'))).toBeVisible()
    await expect(address).toHaveAttribute('aria-invalid', 'true')
    expect(calls.count).toBe(0)

    await address.fill(TEST_ADDRESS)
    await submit.click()
    await expect(
      form.getByText(text(locale, 'error_withdrawal_amount_too_small', { amount: '10' })),
    ).toBeVisible()
    expect(calls.count).toBe(1)
    await expect(address).toHaveValue(TEST_ADDRESS)
    await expect(amount).toHaveValue('5')
    await expectNoHorizontalOverflow(page)
    await expectNoSeriousViolations(page, 'withdraw, refused as too small')

    await amount.fill('12.5')
    await submit.click()
    const success = page.getByRole('dialog', { name: text(locale, 'withdraw_success_title') })
    await expect(success).toBeVisible()
    await expect(success.getByText(TEST_ADDRESS)).toBeVisible()
    expect(calls.count).toBe(2)
    await expectNoSeriousViolations(page, 'withdraw, success modal')
    await success.getByRole('button', { name: text(locale, 'withdraw_success_close') }).click()
    await expect(success).toBeHidden()

    await expect(balances.getByText(/64[.,]405051 USDT/)).toBeVisible()
    await expect(history.getByRole('listitem')).toHaveCount(3)
    const newest = history.getByRole('listitem').first()
    await expect(newest.getByText(/12[.,]5 USDT/)).toBeVisible()
    await expect(newest.getByText(text(locale, 'withdraw_status_pending'))).toBeVisible()
    await expect(newest.getByText(TEST_ADDRESS)).toBeVisible()
    await expect(address).toHaveValue('')
  })

  test('refuses more than the balance with its own message, on the amount', async ({ page }, testInfo) => {
    const locale = testLocale(testInfo)
    await page.goto(localePath(locale, '/'))
    await signIn(page, locale, USERS.demo)
    await page.goto(localePath(locale, '/profile/withdraw'))
    const balances = page.getByRole('region', { name: text(locale, 'withdraw_balances_title') })
    await expect(balances.getByText(/76[.,]905051 USDT/)).toBeVisible()
    const form = page.getByRole('form', { name: text(locale, 'withdraw_form_title') })
    await form.getByLabel(text(locale, 'withdraw_address_label', { network: 'TRC20' })).fill(TEST_ADDRESS)
    await form.getByLabel(text(locale, 'withdraw_amount_label', { currency: 'USDT' })).fill('100000')
    await form.getByRole('button', { name: text(locale, 'withdraw_submit') }).click()
    await expect(form.getByText(text(locale, 'error_balance_too_low'))).toBeVisible()
  })
})

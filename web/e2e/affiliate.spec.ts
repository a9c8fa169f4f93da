import { signIn, USERS } from './support/account'
import { expectNoSeriousViolations } from './support/axe'
import { localePath, testLocale, text } from './support/locale'
import { expectNoHorizontalOverflow } from './support/shell'
import { VIEWPORTS } from './support/shell-routes.mjs'
import { expect, test } from './support/test'

// The affiliate programme page against the seeded world (mocks/world/world-seed.ts, seed-account-extras.ts):
// demo@example.com has the referral id ref_DEMO42, 76.905051 USDT (TRC20) of affiliate balance, 9 referral
// rewards, 8 cashbacks and 2 completed withdrawals (25 and 15 USDT).

test.describe('affiliate programme', () => {
  test("shows the seeded user's link, balance, rewards and withdrawals", async ({ page }, testInfo) => {
    const locale = testLocale(testInfo)
    await page.setViewportSize(VIEWPORTS.phone)
    await page.goto(localePath(locale, '/'))
    await signIn(page, locale, USERS.demo)
    await page.goto(localePath(locale, '/profile/affiliate-program'))

    const link = page.getByRole('region', { name: text(locale, 'affiliate_link_title') })
    await expect(link.getByRole('status', { name: text(locale, 'affiliate_link_title') })).toHaveText(
      /\/\?ref=ref_DEMO42$/,
    )
    await expect(link.getByRole('img', { name: text(locale, 'affiliate_qr_label') })).toBeVisible()

    const balances = page.getByRole('region', { name: text(locale, 'withdraw_balances_title') })
    await expect(balances.getByText(/76[.,]905051 USDT/)).toBeVisible()

    const accruals = page.getByRole('region', { name: text(locale, 'affiliate_accruals_title') })
    await expect(accruals.getByText(text(locale, 'affiliate_rewards_count', { count: 9 }))).toBeVisible()
    await expect(accruals.getByRole('listitem')).toHaveCount(9)
    const cashbacks = page.getByRole('region', { name: text(locale, 'affiliate_cashbacks_title') })
    await expect(cashbacks.getByText(text(locale, 'affiliate_rewards_count', { count: 8 }))).toBeVisible()
    await expect(cashbacks.getByRole('listitem')).toHaveCount(8)

    const history = page.getByRole('list', { name: text(locale, 'withdraw_history_title') })
    await expect(history.getByRole('listitem')).toHaveCount(2)
    await expect(
      history
        .getByRole('listitem')
        .first()
        .getByText(/^25 USDT$/),
    ).toBeVisible()
    await expect(page.getByRole('form', { name: text(locale, 'withdraw_form_title') })).toBeVisible()

    await expectNoHorizontalOverflow(page)
    await expectNoSeriousViolations(page, 'affiliate programme')
  })
})

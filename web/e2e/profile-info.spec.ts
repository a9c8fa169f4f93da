import { SEED_USERS } from '../../mocks/world/world-seed'
import { signIn } from './support/account'
import { localePath, testLocale, text } from './support/locale'
import { expect, test } from './support/test'

// The account home (docs/product.md §2 /lk and /profile/info, §3 account data): who is signed in, the referrer id to copy,
// the verification at a glance, and one navigation to every account section.

const ACCOUNT_SECTIONS = [
  'page_title_profile_info',
  'page_title_profile_history',
  'page_title_profile_wallet',
  'page_title_profile_withdraw',
  'page_title_profile_cashback',
  'page_title_profile_affiliate_program',
  'page_title_profile_keys',
  'page_title_profile_verification',
]

test.describe('the account home', () => {
  test.use({ permissions: ['clipboard-read', 'clipboard-write'] })

  test('/lk shows the account, the referrer id to copy, the verification and every section', async ({
    page,
  }, testInfo) => {
    const locale = testLocale(testInfo)
    const demo = SEED_USERS.demo
    await page.goto(localePath(locale, '/'))
    await signIn(page, locale, demo)
    await page.goto(localePath(locale, '/lk'))
    await expect(page).toHaveURL((url) => url.pathname === localePath(locale, '/profile/info'))
    await expect(
      page.getByRole('heading', { level: 1, name: text(locale, 'page_title_profile_info') }),
    ).toBeVisible()

    const account = page.getByRole('region', { name: text(locale, 'account_details_title') })
    await expect(account).toContainText(demo.email)
    await expect(account).toContainText(String(demo.id))
    await expect(account.getByText(text(locale, 'auth_account_admin_badge'))).toHaveCount(0)

    const referrer = page.getByRole('region', { name: text(locale, 'affiliate_referrer_id_title') })
    await expect(referrer).toContainText(demo.referrerId)
    await referrer.getByRole('button', { name: text(locale, 'affiliate_referrer_id_copy') }).click()
    await expect(referrer.getByRole('status')).toHaveText(text(locale, 'affiliate_copied'))
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(demo.referrerId)

    const verification = page.getByRole('region', { name: text(locale, 'verification_status_title') })
    await expect(verification).toContainText(text(locale, 'verification_status_pass'))

    const sections = page.getByRole('navigation', { name: text(locale, 'profile_nav_label') })
    await expect(sections.getByRole('link')).toHaveText(ACCOUNT_SECTIONS.map((key) => text(locale, key)))

    await verification.getByRole('link', { name: text(locale, 'verification_summary_details') }).click()
    await expect(page).toHaveURL((url) => url.pathname === localePath(locale, '/profile/verification'))
  })

  test('an administrator is marked as one', async ({ page }, testInfo) => {
    const locale = testLocale(testInfo)
    await page.goto(localePath(locale, '/'))
    await signIn(page, locale, SEED_USERS.admin)
    await page.goto(localePath(locale, '/profile/info'))
    const account = page.getByRole('region', { name: text(locale, 'account_details_title') })
    await expect(account).toContainText(SEED_USERS.admin.email)
    await expect(account.getByText(text(locale, 'auth_account_admin_badge'), { exact: true })).toBeVisible()
  })
})

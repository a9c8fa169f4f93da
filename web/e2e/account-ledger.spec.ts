import { signIn, USERS } from './support/account'
import { ADDRESS, escapeRegExp } from './support/addresses'
import { expectNoSeriousViolations } from './support/axe'
import { expectOrderPage, openPricedForm, priced, submitOrder } from './support/exchange-form'
import { localePath, type TestLocale, testLocale, text } from './support/locale'
import { expectNoHorizontalOverflow } from './support/shell'
import { VIEWPORTS } from './support/shell-routes.mjs'
import { expect, type Page, test } from './support/test'

// /profile/wallet, /profile/history and /profile/cashback against the mock worker's seeded world
// (mocks/README.md): demo@example.com holds 125.5 USDT (TRC20), 0.0031 BTC and 0.3 ETH on the account and
// 0.0021 BTC and 1.25 SOL on its deposit addresses, 14 wallet movements and 14 orders (two pages of 10), and
// 8 cashbacks in USDT.

async function signInDemo(page: Page, locale: TestLocale, path: string) {
  await page.goto(localePath(locale, '/'))
  await signIn(page, locale, USERS.demo)
  await page.goto(localePath(locale, path))
}

/** axe-core on the page in the light theme, then in the dark one (the system theme switched). */
async function expectAccessibleInBothThemes(page: Page, where: string) {
  const html = page.locator('html')
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme })
    await expect(html).toHaveAttribute('data-theme', colorScheme)
    await expectNoSeriousViolations(page, `${where}, ${colorScheme}`)
  }
}

test.describe('account ledger', () => {
  test('the wallet shows the seeded balances and pages its history, on a phone', async ({
    page,
  }, testInfo) => {
    const locale = testLocale(testInfo)
    await page.setViewportSize(VIEWPORTS.phone)
    await signInDemo(page, locale, '/profile/wallet')

    const account = page.getByRole('list', { name: text(locale, 'wallet_account_balance_title') })
    await expect(account.getByText(/^125[.,]5 USDT$/)).toBeVisible()
    await expect(account.getByText(/^0[.,]0031 BTC$/)).toBeVisible()
    await expect(account.getByText(/^0[.,]3 ETH$/)).toBeVisible()
    const addresses = page.getByRole('list', { name: text(locale, 'wallet_wallet_balance_title') })
    await expect(addresses.getByText(/^1[.,]25 SOL$/)).toBeVisible()

    const history = page.getByRole('list', { name: text(locale, 'wallet_history_title') })
    await expect(history.getByRole('listitem')).toHaveCount(10)
    await expect(page.getByText(text(locale, 'pager_page', { page: 1, pages: 2 }))).toBeVisible()
    await expectNoHorizontalOverflow(page)
    await expectAccessibleInBothThemes(page, `wallet (${locale}, phone)`)

    await page.getByRole('button', { name: text(locale, 'pager_older') }).click()
    await expect(page.getByText(text(locale, 'pager_page', { page: 2, pages: 2 }))).toBeVisible()
    await expect(history.getByRole('listitem')).toHaveCount(4)
    // The page is in the address: a reload (or a shared link) opens it again.
    await expect(page).toHaveURL((url) => url.searchParams.get('page') === '2')
    await page.reload()
    await expect(page.getByText(text(locale, 'pager_page', { page: 2, pages: 2 }))).toBeVisible()
    await expect(history.getByRole('listitem')).toHaveCount(4)
    // The oldest movement seeded: a 40 USDT deposit 38 days ago.
    await expect(
      history
        .getByRole('listitem')
        .last()
        .getByText(/^\+40 USDT$/),
    ).toBeVisible()
    await expectNoHorizontalOverflow(page)
  })

  test('the order history lists an order made through the swap form, and its link opens it', async ({
    page,
  }, testInfo) => {
    const locale = testLocale(testInfo)
    await signInDemo(page, locale, '/')
    await openPricedForm(page, locale, 'send=btc&receive=usdttrc20&amount=0.02')
    await priced(page, locale)
    await submitOrder(page, locale, { to: { ticker: 'USDT', network: 'TRC20', address: ADDRESS.trc20 } })
    await expectOrderPage(page, locale, ADDRESS.trc20)
    const orderId = new URL(page.url()).pathname.split('/').at(-1) ?? ''
    expect(orderId).toMatch(/^ord_/)

    await page.goto(localePath(locale, '/profile/history'))
    const orders = page.getByRole('list', { name: text(locale, 'history_title') })
    await expect(orders.getByRole('listitem')).toHaveCount(10)
    await expect(page.getByText(text(locale, 'pager_page', { page: 1, pages: 2 }))).toBeVisible()
    const newest = orders.getByRole('listitem').first()
    await expect(newest.getByText(/^BTC → USDT\s\(TRC20\)$/)).toBeVisible()
    await expect(newest.getByText(text(locale, 'order_status_creation_end'))).toBeVisible()
    await expectAccessibleInBothThemes(page, `order history (${locale})`)

    await newest.getByRole('link', { name: text(locale, 'history_open_order', { orderId }) }).click()
    await expect(page).toHaveURL(
      new RegExp(`/order/${escapeRegExp(orderId)}\\?destinationAddress=${encodeURIComponent(ADDRESS.trc20)}`),
    )
    await expect(page.getByText(ADDRESS.trc20).first()).toBeVisible()
  })

  test('the order history on a phone: the pair and the amounts of each order side by side, neither squeezed', async ({
    page,
  }, testInfo) => {
    const locale = testLocale(testInfo)
    await page.setViewportSize(VIEWPORTS.phone)
    await signInDemo(page, locale, '/profile/history')
    const orders = page.getByRole('list', { name: text(locale, 'history_title') }).getByRole('listitem')
    await expect(orders).toHaveCount(10)
    // The pair comes first in a row, the amounts ("2 500 XRP → 1 347,960801 USDT") beside it: a long amount once
    // took the row's whole width and set the pair one letter a line.
    for (const order of await orders.all()) {
      const row = await order.boundingBox()
      const pair = await order.locator(':scope > :first-child').boundingBox()
      if (!row || !pair) throw new Error('an order row is not laid out')
      expect(pair.width, `${await order.textContent()}`).toBeGreaterThan(row.width * 0.4)
    }
    await expectNoHorizontalOverflow(page)
  })

  test('cashback shows the seeded cashbacks and their total, on a phone', async ({ page }, testInfo) => {
    const locale = testLocale(testInfo)
    await page.setViewportSize(VIEWPORTS.phone)
    await signInDemo(page, locale, '/profile/cashback')

    const cashbacks = page.getByRole('region', { name: text(locale, 'affiliate_cashbacks_title') })
    await expect(cashbacks.getByRole('listitem')).toHaveCount(8)
    // Each row starts with its amount ("2.660816 USDT", "2,660816 USDT" in Russian).
    const rows = await cashbacks.getByRole('listitem').allTextContents()
    const amountOf = (line: string) => Number(/^([\d.,]+) USDT/.exec(line)?.[1]?.replace(',', '.'))
    const sum = rows.reduce((total, row) => total + amountOf(row), 0)
    expect(sum).toBeGreaterThan(0)
    const totals = page.getByRole('region', { name: text(locale, 'cashback_totals_title') })
    const total = totals.getByRole('definition')
    await expect(total).toHaveText(/ USDT$/)
    const shown = Number((await total.textContent())?.replace(/[^\d,.]/g, '').replace(',', '.'))
    // Each cashback and the total are cut to the coin's precision (6 decimals for USDT).
    expect(Math.abs(shown - sum)).toBeLessThan(1e-4)
    expect(shown).toBeGreaterThan(0)
    await expectNoHorizontalOverflow(page)
    await expectAccessibleInBothThemes(page, `cashback (${locale}, phone)`)
  })
})

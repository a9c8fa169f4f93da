import { expectNoSeriousViolations } from './support/axe'
import { expectFieldError } from './support/exchange-form'
import { localePath, type TestLocale, testLocale, text } from './support/locale'
import { expect, type Locator, type Page, test } from './support/test'

// the price list (search, sort, links) and a price page (chart, converter, swap links), both locales.

/** A formatted USD price as a number, whatever the locale's separators ('$64,512.33', '64 512,33 $'). */
function priceOf(cell: string, locale: TestLocale): number {
  const digits = cell.replace(/[^\d.,]/g, '')
  return Number(locale === 'ru' ? digits.replace(/\./g, '').replace(',', '.') : digits.replace(/,/g, ''))
}

const bodyRows = (page: Page) =>
  page
    .getByRole('table')
    .getByRole('row')
    .filter({ has: page.locator('td') })

async function columnPrices(rows: Locator, locale: TestLocale): Promise<number[]> {
  const cells = await rows.locator('td:last-child').allInnerTexts()
  return cells.map((cell) => priceOf(cell, locale))
}

test('the price list is searchable and sortable, and each coin links to its page', async ({
  page,
}, testInfo) => {
  const locale = testLocale(testInfo)
  await page.goto(localePath(locale, '/price'))
  await expect(page.getByRole('heading', { level: 1, name: text(locale, 'page_title_price') })).toBeVisible()
  await expect(page.getByRole('link', { name: /BTC.*Bitcoin/ }).first()).toBeVisible()
  await expect(page.getByRole('link', { name: /ETH.*Ethereum/ }).first()).toBeVisible()
  await expectNoSeriousViolations(page, '/price')

  // Typed key by key, as fast as a keyboard goes: every key counts (a field bound to the URL once lost some).
  await page.getByLabel(text(locale, 'prices_search_label')).pressSequentially('bitcoin')
  await expect(page.getByLabel(text(locale, 'prices_search_label'))).toHaveValue('bitcoin')
  await expect(page).toHaveURL(/q=bitcoin/)
  await expect(page.getByRole('link', { name: /ETH.*Ethereum/ })).toHaveCount(0)
  await expect(page.getByRole('link', { name: /BTC.*Bitcoin/ }).first()).toBeVisible()

  // Sorted right after the search is cleared: the sort keeps the cleared search (it once brought 'bitcoin' back).
  await page.getByLabel(text(locale, 'prices_search_label')).fill('')
  await page.getByRole('button', { name: text(locale, 'prices_column_price') }).click()
  const priceHeader = page.getByRole('columnheader', { name: text(locale, 'prices_column_price') })
  await expect(priceHeader).toHaveAttribute('aria-sort', 'descending')
  // The list follows the field a moment later (useDeferredValue): every coin again, not 'bitcoin' brought back.
  await expect.poll(() => bodyRows(page).count()).toBeGreaterThan(10)
  await expect(page).not.toHaveURL(/q=bitcoin/)
  const descending = await columnPrices(bodyRows(page), locale)
  expect(descending).toEqual([...descending].sort((a, b) => b - a))

  await page.getByRole('button', { name: text(locale, 'prices_column_price') }).click()
  await expect(priceHeader).toHaveAttribute('aria-sort', 'ascending')
  await expect(page).toHaveURL(/dir=asc/)
  const ascending = await columnPrices(bodyRows(page), locale)
  expect(ascending).toEqual([...ascending].sort((a, b) => a - b))

  await page.getByLabel(text(locale, 'prices_search_label')).fill('btc')
  await expect(page.getByRole('link', { name: /ETH.*Ethereum/ })).toHaveCount(0)
  // Bitcoin on its own network (the BEP20 token and WBTC match 'btc' too).
  await page.locator('a[href$="/price/btc"]').click()
  await expect(page).toHaveURL(/\/price\/btc$/)
  await expect(
    page.getByRole('heading', { level: 1, name: text(locale, 'page_title_price_symbol', { symbol: 'BTC' }) }),
  ).toBeVisible()
})

test('a search lists the coin it names first; every row and coin page names its network', async ({
  page,
}, testInfo) => {
  const locale = testLocale(testInfo)
  // "eth" is in Tether and Ethena too: Ethereum itself comes first.
  await page.goto(localePath(locale, '/price?q=eth'))
  await expect(bodyRows(page).first().getByRole('link')).toHaveAttribute('href', /\/price\/eth$/)
  // Ten USDT rows, each link named after its network (its badge), on a phone too.
  await page.setViewportSize({ width: 360, height: 740 })
  await page.goto(localePath(locale, '/price?q=usdt'))
  const names = await bodyRows(page).getByRole('link').allInnerTexts()
  expect(new Set(names).size).toBe(names.length)
  await expect(page.getByRole('link', { name: /^USDT.*TRC20$/ })).toBeVisible()

  // A token's page is named by ticker and network, in its title too (not the list's, not the URL slug).
  await page.goto(localePath(locale, '/price/usdttrc20'))
  const title = text(locale, 'page_title_price_symbol', { symbol: 'USDT\u00a0(TRC20)' })
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title)
  await expect(page).toHaveTitle(new RegExp(`^${title.replace(/[()]/g, '\\$&')}`))
  await expect(page).not.toHaveTitle(new RegExp(`^${text(locale, 'page_title_price')}`))
})

test('a price page draws the history, converts amounts and links to swaps', async ({ page }, testInfo) => {
  const locale = testLocale(testInfo)
  await page.goto(localePath(locale, '/price/btc'))
  await expect(
    page.getByRole('heading', { level: 1, name: text(locale, 'page_title_price_symbol', { symbol: 'BTC' }) }),
  ).toBeVisible()

  const chart = page.getByRole('img', { name: text(locale, 'prices_chart_label', { ticker: 'BTC' }) })
  await expect(chart.locator('canvas')).toBeVisible()
  const historyAnswer = page.waitForResponse(
    (response) => response.url().includes('range=30d') && response.ok(),
  )
  await page.getByRole('button', { name: text(locale, 'prices_range_30d') }).click()
  await historyAnswer
  await expect(page).toHaveURL(/range=30d/)
  await expect(page.getByRole('button', { name: text(locale, 'prices_range_30d') })).toHaveAttribute(
    'aria-pressed',
    'true',
  )
  await expect(chart.locator('canvas')).toBeVisible()

  const amount = page.getByLabel(text(locale, 'prices_converter_amount_label', { ticker: 'BTC' }))
  const result = page.locator('output')
  await expect(result).toContainText(/1 BTC ≈/)
  const presets = page.getByRole('group', { name: text(locale, 'prices_converter_presets_label') })
  await presets.getByRole('button', { name: '10', exact: true }).click()
  await expect(amount).toHaveValue('10')
  await expect(presets.getByRole('button', { name: '10', exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  )
  await expect(result).toContainText(/^10 BTC ≈/)
  const ten = priceOf((await result.innerText()).split('≈')[1] ?? '', locale)
  await presets.getByRole('button', { name: /^0[.,]01$/ }).click()
  await expect(result).toContainText(/^0[.,]01 BTC ≈/)
  const hundredth = priceOf((await result.innerText()).split('≈')[1] ?? '', locale)
  expect(ten / hundredth).toBeGreaterThan(990)
  expect(ten / hundredth).toBeLessThan(1010)

  // What is not a plain number is refused on the field, never read as another number.
  await amount.fill('2,5x')
  await expect(amount).toHaveValue('2,5x')
  await expectFieldError(amount, text(locale, 'error_amount_not_plain'))
  await expect(result).toHaveText(text(locale, 'prices_converter_enter_amount'))
  await amount.fill(locale === 'ru' ? '2,5' : '2.5')
  await expect(result).toContainText(/^2[.,]5 BTC ≈/)
  await amount.fill('')
  await expect(result).toHaveText(text(locale, 'prices_converter_enter_amount'))

  // A partner names its network where the ticker does not ('USDT (TRC20)'); BTC on its own chain is just 'BTC'.
  const sell = page.getByRole('link', { name: /^BTC → USDT\s\(TRC20\)$/ })
  await expect(sell).toHaveAttribute('href', /\/exchange-btc-usdttrc20$/)
  const buy = page.getByRole('link', { name: / → BTC$/ }).first()
  await expect(buy).toHaveAttribute('href', /\/exchange-[a-z0-9]+-btc$/)
  await expectNoSeriousViolations(page, '/price/btc')

  await sell.click()
  await expect(page).toHaveURL(/\/exchange-btc-/)
})

test('an unknown coin is a not-found page', async ({ page }, testInfo) => {
  const locale = testLocale(testInfo)
  const answer = await page.goto(localePath(locale, '/price/nope'))
  expect(answer?.ok()).toBeTruthy()
  await expect(page.getByRole('link', { name: /BTC.*Bitcoin/ })).toHaveCount(0)
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(
    text(locale, 'page_title_price_symbol', { symbol: 'NOPE' }),
  )
})

test('a coin page has one address: /price/BTC opens /price/btc, whose canonical link names it', async ({
  page,
}, testInfo) => {
  const locale = testLocale(testInfo)
  await page.goto(`${localePath(locale, '/price/BTC')}?range=30d`)
  await expect(page).toHaveURL(
    (url) => url.pathname === localePath(locale, '/price/btc') && url.searchParams.get('range') === '30d',
  )
  await expect(page.locator('head link[rel="canonical"]')).toHaveAttribute(
    'href',
    new RegExp(`${localePath(locale, '/price/btc')}$`),
  )
})

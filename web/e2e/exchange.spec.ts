import AxeBuilder from '@axe-core/playwright'
import { expect, type Locator, type Page, test } from '@playwright/test'
import { localePath, type TestLocale, testLocale, text } from './support/locale'
import { isProdProject, mockControls } from './support/mock-controls'

// The exchange form (spec §1, §4, §5, §8): a floating and a fixed swap ending on the order page, every error the
// form can meet reached through the mocks' documented triggers (mocks/world/triggers.ts), and a create that
// fails (HTTP 500, dropped connection) and is retried without a second order or anything typed being lost.

const ADDRESS = {
  trc20: 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE',
  btc: 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq',
  xrp: 'rEb8TK3gBgk5auZkwc6sHnwrGVJH8DuaLh',
  eth: '0x52908400098527886E0F7030069857D2E4169EE7',
  zec: 't1Rv4exT7bqhZqi2j7xz8bUHDMxwosrjADU',
  iotxRejected: 'io1qyqsyqcy6nm58gjd2wr035wz5eyd5uq47zyqpng',
  blacklisted: 'TBLACKL1STzzzzzzzzzzzzzzzzzzzzzzzz',
} as const

/** The home page with the form set up by its query (spec §2 "Exchange page query"). */
const home = (locale: TestLocale, query: string) => `${localePath(locale, '/')}?${query}`

/** A decimal as the locale writes it (the amounts in these journeys have no thousands). */
const num = (locale: TestLocale, value: string) => (locale === 'ru' ? value.replace('.', ',') : value)

const form = (page: Page, locale: TestLocale) =>
  page.getByRole('region', { name: text(locale, 'exchange_form_label'), exact: true })
const receiveAmount = (page: Page, locale: TestLocale) =>
  page.getByRole('textbox', { name: text(locale, 'exchange_receive_label'), exact: true })
const sendAmount = (page: Page, locale: TestLocale) =>
  page.getByRole('textbox', { name: text(locale, 'exchange_send_label'), exact: true })
const destination = (page: Page, locale: TestLocale, ticker: string, network: string) =>
  page.getByRole('textbox', { name: text(locale, 'exchange_destination_label', { ticker, network }) })
const submitButton = (page: Page, locale: TestLocale) =>
  page.getByRole('button', { name: text(locale, 'exchange_submit'), exact: true })

/** Waits until the live rate has priced what is typed. */
async function priced(page: Page, locale: TestLocale): Promise<void> {
  await expect(receiveAmount(page, locale)).toHaveValue(/^\d+(\.\d+)?$/, { timeout: 15_000 })
  await expect(form(page, locale).getByText(/^1 \w+ ≈ /)).toBeVisible()
}

async function acceptTerms(page: Page, locale: TestLocale) {
  await page.getByRole('checkbox', { name: text(locale, 'exchange_terms_label') }).check()
}

/** Orders the dev worker's world holds for an address (dev projects only). */
const ordersTo = (page: Page, address: string) =>
  page.evaluate(
    (to) =>
      (
        window as unknown as {
          __mock: { world: { orders: { st: { orders: { order: { destinationAddress: string } }[] } } } }
        }
      ).__mock.world.orders.st.orders.filter((record) => record.order.destinationAddress === to).length,
    address,
  )

const expectOrderPage = (page: Page, locale: TestLocale, address: string) =>
  expect(page).toHaveURL(
    new RegExp(
      `${locale === 'ru' ? '/ru' : ''}/order/ord_\\w+\\?destinationAddress=${encodeURIComponent(address)}`,
    ),
    { timeout: 15_000 },
  )

const escapeRegExp = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/** A side's currency button: its name starts "Currency to send: …" / "Currency to receive: …". */
const pickerButton = (page: Page, locale: TestLocale, side: 'send' | 'receive') => {
  const prefix = text(locale, `exchange_picker_${side}`, { name: 'X', ticker: 'X', network: 'X' }).split(
    ':',
  )[0]
  return page.getByRole('button', { name: new RegExp(`^${escapeRegExp(prefix ?? '')}:`) })
}

/** Picks a currency by searching and pressing Enter, as a keyboard user does. */
/** Opens a side's picker; the list loads on first open (a click during a dev-server reload is repeated). */
async function openPicker(page: Page, locale: TestLocale, side: 'send' | 'receive') {
  const search = page.getByRole('combobox', { name: text(locale, 'exchange_picker_search_label') })
  await expect(async () => {
    if (!(await search.isVisible())) await pickerButton(page, locale, side).click()
    await expect(search).toBeFocused({ timeout: 3_000 })
  }).toPass({ timeout: 20_000 })
  return search
}

async function pick(page: Page, locale: TestLocale, side: 'send' | 'receive', query: string) {
  const search = await openPicker(page, locale, side)
  await search.fill(query)
  await search.press('Enter')
  await expect(search).toBeHidden()
}

/** axe-core on the parts of the page this feature draws (faster than the whole page on a busy dev server). */
async function expectNoSeriousViolations(page: Page, where: string, selectors: string[]) {
  let builder = new AxeBuilder({ page })
  for (const selector of selectors) builder = builder.include(selector)
  const results = await builder.analyze()
  const blocking = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')
  const report = blocking.map(
    (v) => `${v.impact} ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  )
  expect(report, `axe on ${where}`).toEqual([])
}

async function expectFieldError(field: Locator, message: string) {
  await expect(field).toHaveAttribute('aria-invalid', 'true')
  await expect(field).toHaveAccessibleDescription(new RegExp(escapeRegExp(message)))
}

for (const viewport of [
  { name: 'desktop', size: { width: 1280, height: 800 } },
  { name: 'phone', size: { width: 360, height: 740 } },
]) {
  test.describe(`a floating swap (${viewport.name})`, () => {
    test.use({ viewport: viewport.size })

    test(`from the home page to the order page @prod`, async ({ page }, testInfo) => {
      const locale = testLocale(testInfo)
      await page.goto(home(locale, 'send=btc&receive=xrp&amount=0.01'))
      await priced(page, locale)
      // Nothing wider than the screen (360 px phones included).
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        viewport.size.width,
      )
      // Pick the receive currency by searching (coin, network) and the keyboard.
      await pick(page, locale, 'receive', 'usdt trc20')
      await expect(page).toHaveURL(/receive=usdttrc20/)
      await priced(page, locale)
      await sendAmount(page, locale).fill('0,02')
      await expect(sendAmount(page, locale)).toHaveValue('0.02')
      await expect(page).toHaveURL(/amount=0\.02/)
      await priced(page, locale)
      await destination(page, locale, 'USDT', 'TRC20').fill(ADDRESS.trc20)
      await acceptTerms(page, locale)
      await submitButton(page, locale).click()
      await expectOrderPage(page, locale, ADDRESS.trc20)
      if (!isProdProject(testInfo)) expect(await ordersTo(page, ADDRESS.trc20)).toBe(1)
    })
  })
}

test.describe('a fixed swap to a memo coin', () => {
  test('with memo and refund address, to the order page', async ({ page }, testInfo) => {
    const locale = testLocale(testInfo)
    await page.goto(home(locale, 'send=btc&receive=xrp&amount=0.01'))
    await priced(page, locale)
    await page
      .getByRole('radio', { name: new RegExp(escapeRegExp(text(locale, 'exchange_rate_fixed'))) })
      .check()
    await priced(page, locale)
    await destination(page, locale, 'XRP', 'XRP').fill(ADDRESS.xrp)
    await page.getByRole('textbox', { name: text(locale, 'exchange_memo_label'), exact: true }).fill('104729')
    await page
      .getByRole('textbox', {
        name: text(locale, 'exchange_refund_label', { ticker: 'BTC', network: 'BTC' }),
      })
      .fill(ADDRESS.btc)
    await acceptTerms(page, locale)
    await submitButton(page, locale).click()
    await expectOrderPage(page, locale, ADDRESS.xrp)
    const order = await page.evaluate(
      (to) =>
        (
          window as unknown as {
            __mock: { world: { orders: { st: { orders: { order: Record<string, unknown> }[] } } } }
          }
        ).__mock.world.orders.st.orders.find((record) => record.order.destinationAddress === to)?.order,
      ADDRESS.xrp,
    )
    expect(order).toMatchObject({
      rateMode: 'FIXED',
      destinationAddressMemo: '104729',
      refundAddress: ADDRESS.btc,
    })
  })
})

test.describe('errors the form meets', () => {
  test('the form rules (§5) before anything is sent', async ({ page }, testInfo) => {
    const locale = testLocale(testInfo)
    await page.goto(home(locale, 'send=btc&receive=xrp&amount=0.01'))
    await priced(page, locale)
    await page
      .getByRole('radio', { name: new RegExp(escapeRegExp(text(locale, 'exchange_rate_fixed'))) })
      .check()
    await submitButton(page, locale).click()
    const xrpAddress = destination(page, locale, 'XRP', 'XRP')
    const refund = page.getByRole('textbox', {
      name: text(locale, 'exchange_refund_label', { ticker: 'BTC', network: 'BTC' }),
    })
    await expectFieldError(xrpAddress, text(locale, 'error_address_empty'))
    await expectFieldError(refund, text(locale, 'error_address_empty'))
    await expectFieldError(
      page.getByRole('textbox', { name: text(locale, 'exchange_memo_label'), exact: true }),
      text(locale, 'error_memo_required'),
    )
    await expectFieldError(
      page.getByRole('checkbox', { name: text(locale, 'exchange_terms_label') }),
      text(locale, 'error_agree_terms'),
    )
    await xrpAddress.fill(ADDRESS.xrp)
    await refund.fill(ADDRESS.xrp)
    await expectFieldError(refund, text(locale, 'error_address_must_be_different'))
    await refund.fill('not-a-btc-address')
    await refund.blur()
    await expectFieldError(refund, text(locale, 'error_address_incorrect'))
    const email = page.getByRole('textbox', { name: text(locale, 'exchange_email_label') })
    await email.pressSequentially('alice+swap@example')
    await expect(email).toHaveValue('aliceswap@example')
    await expectFieldError(email, text(locale, 'error_email_invalid'))
  })

  test('the server address check: incorrect, and a reject code shown as is', async ({ page }, testInfo) => {
    const locale = testLocale(testInfo)
    await page.goto(home(locale, 'send=btc&receive=iotx&amount=0.01'))
    await priced(page, locale)
    const address = destination(page, locale, 'IOTX', 'IOTX')
    await address.fill(ADDRESS.iotxRejected)
    await address.blur()
    await expectFieldError(address, 'address_reject_iotx')
    await address.fill('0xnope')
    await address.blur()
    await expectFieldError(address, text(locale, 'error_address_incorrect'))
  })

  test('the same currency on both sides is refused', async ({ page }, testInfo) => {
    const locale = testLocale(testInfo)
    await page.goto(home(locale, 'send=btc&receive=xrp&amount=0.01'))
    await priced(page, locale)
    const search = await openPicker(page, locale, 'receive')
    await search.fill('btc')
    await search.press('Enter')
    await expect(
      page.getByRole('status').filter({ hasText: text(locale, 'error_same_instruments') }),
    ).toBeAttached()
    await search.press('Escape')
    await expect(pickerButton(page, locale, 'receive')).toBeFocused()
    await page.goto(home(locale, 'send=btc&receive=btc&amount=0.01'))
    await expect(
      page.getByRole('alert').filter({ hasText: text(locale, 'error_same_instruments') }),
    ).toBeVisible()
  })

  test('an amount below the minimum or above the maximum, with the recommended fill', async ({
    page,
  }, testInfo) => {
    const locale = testLocale(testInfo)
    await page.goto(home(locale, 'send=btc&receive=usdttrc20&amount=0.01'))
    await priced(page, locale)
    await sendAmount(page, locale).fill('0.0001')
    const min = text(locale, 'error_min_amount', { amount: `${num(locale, '0.00016')} BTC` })
    await expect(page.getByText(min)).toBeVisible()
    await sendAmount(page, locale).fill('1')
    const max = text(locale, 'error_max_amount', { amount: `${num(locale, '0.77')} BTC` })
    await expect(page.getByText(max)).toBeVisible()
    await page
      .getByRole('button', {
        name: text(locale, 'exchange_recommended_fill', { amount: `${num(locale, '0.01')} BTC` }),
      })
      .click()
    await expect(sendAmount(page, locale)).toHaveValue('0.01')
    await priced(page, locale)
  })

  test('no fixed rate for the pair (ERR_NOT_ACCEPTABLE): floating is used', async ({ page }, testInfo) => {
    const locale = testLocale(testInfo)
    await page.goto(home(locale, 'send=btc&receive=xmr&amount=0.01'))
    await priced(page, locale)
    // The rate answers ERR_NOT_ACCEPTABLE at once and the form goes back to floating: a click, not check().
    await page
      .getByRole('radio', { name: new RegExp(escapeRegExp(text(locale, 'exchange_rate_fixed'))) })
      .click()
    await expect(page.getByText(text(locale, 'exchange_fixed_unavailable'))).toBeVisible()
    await expect(
      page.getByRole('radio', { name: new RegExp(escapeRegExp(text(locale, 'exchange_rate_floating'))) }),
    ).toBeChecked()
    await expect(
      page.getByRole('radio', { name: new RegExp(escapeRegExp(text(locale, 'exchange_rate_fixed'))) }),
    ).toBeDisabled()
  })

  test('a fixed order too big for the fixed rate (ERR_UNPROCESSABLE_ENTITY): floating, and says so', async ({
    page,
  }, testInfo) => {
    const locale = testLocale(testInfo)
    await page.goto(home(locale, 'send=btc&receive=usdttrc20&amount=0.5'))
    await priced(page, locale)
    await page
      .getByRole('radio', { name: new RegExp(escapeRegExp(text(locale, 'exchange_rate_fixed'))) })
      .check()
    await destination(page, locale, 'USDT', 'TRC20').fill(ADDRESS.trc20)
    await page
      .getByRole('textbox', {
        name: text(locale, 'exchange_refund_label', { ticker: 'BTC', network: 'BTC' }),
      })
      .fill(ADDRESS.btc)
    await acceptTerms(page, locale)
    await priced(page, locale)
    await submitButton(page, locale).click()
    await expect(
      page.getByRole('status').filter({ hasText: text(locale, 'error_not_acceptable') }),
    ).toBeVisible()
    await expect(
      page.getByRole('radio', { name: new RegExp(escapeRegExp(text(locale, 'exchange_rate_floating'))) }),
    ).toBeChecked()
    expect(await ordersTo(page, ADDRESS.trc20)).toBe(0)
  })

  test('a blacklisted address (ERR_FORBIDDEN) is marked on the address field', async ({ page }, testInfo) => {
    const locale = testLocale(testInfo)
    await page.goto(home(locale, 'send=btc&receive=usdttrc20&amount=0.01'))
    await priced(page, locale)
    const address = destination(page, locale, 'USDT', 'TRC20')
    await address.fill(ADDRESS.blacklisted)
    await acceptTerms(page, locale)
    await submitButton(page, locale).click()
    await expectFieldError(address, text(locale, 'error_address_blacklisted'))
  })

  test('an unknown referrer (ERR_NOT_FOUND) is dropped and the order made without it', async ({
    page,
  }, testInfo) => {
    const locale = testLocale(testInfo)
    await page.goto(home(locale, 'send=btc&receive=usdttrc20&amount=0.01&ref=ref_UNKNOWN'))
    await priced(page, locale)
    await expect
      .poll(async () => (await page.context().cookies()).some((c) => c.name === 'referralID'))
      .toBe(true)
    await destination(page, locale, 'USDT', 'TRC20').fill(ADDRESS.trc20)
    await acceptTerms(page, locale)
    await submitButton(page, locale).click()
    await expectOrderPage(page, locale, ADDRESS.trc20)
    expect((await page.context().cookies()).some((c) => c.name === 'referralID')).toBe(false)
  })

  for (const [pair, code] of [
    ['btc-luna', 'ERR_PAIR_NOT_ACTIVE'],
    ['btc-zec', 'ERR_NO_LIQUIDITY_AVAILABLE'],
  ] as const) {
    test(`an unsupported pair (${code}) opens the not-supported popup`, async ({ page }, testInfo) => {
      const locale = testLocale(testInfo)
      const [send, receive] = pair.split('-') as [string, string]
      await page.goto(home(locale, `send=${send}&receive=${receive}&amount=0.01`))
      await expect(
        page.getByRole('alert').filter({ hasText: text(locale, 'error_pair_unsupported') }),
      ).toBeVisible({
        timeout: 15_000,
      })
      await destination(page, locale, receive.toUpperCase(), receive === 'luna' ? 'TERRA' : 'ZEC').fill(
        receive === 'luna' ? 'terra1qyqszqgpqyqszqgpqyqszqgpqyqszqgpzzzzzz' : ADDRESS.zec,
      )
      await acceptTerms(page, locale)
      await submitButton(page, locale).click()
      const dialog = page.getByRole('dialog', {
        name: text(locale, 'exchange_unsupported_title', {
          pair: `${send.toUpperCase()} → ${receive.toUpperCase()}`,
        }),
      })
      await expect(dialog).toBeVisible()
      await dialog.getByRole('button', { name: text(locale, 'exchange_unsupported_choose') }).click()
      await expect(
        page.getByRole('combobox', { name: text(locale, 'exchange_picker_search_label') }),
      ).toBeFocused()
    })
  }

  test('the service is unavailable (ERR_SERVICE_UNAVAILABLE) on create', async ({ page }, testInfo) => {
    const locale = testLocale(testInfo)
    const controls = mockControls(page, testInfo)
    await controls.open(home(locale, 'send=btc&receive=usdttrc20&amount=0.01'))
    await priced(page, locale)
    await destination(page, locale, 'USDT', 'TRC20').fill(ADDRESS.trc20)
    await acceptTerms(page, locale)
    await controls.failNext('createPublicOrder', 'http503')
    await submitButton(page, locale).click()
    await expect(
      page.getByRole('alert').filter({ hasText: text(locale, 'error_service_unavailable') }),
    ).toBeVisible()
  })

  test('ckm A asks a guest to confirm the e-mail, which goes with the order', async ({ page }, testInfo) => {
    const locale = testLocale(testInfo)
    await page.goto(home(locale, 'send=btc&receive=eth&amount=0.01'))
    await priced(page, locale)
    await destination(page, locale, 'ETH', 'ERC20').fill(ADDRESS.eth)
    await acceptTerms(page, locale)
    await submitButton(page, locale).click()
    const dialog = page.getByRole('dialog', { name: text(locale, 'auth_email_confirmation_title') })
    await expect(dialog).toBeVisible()
    await dialog.getByRole('textbox').fill('alice@example.com')
    await dialog.getByRole('button', { name: text(locale, 'auth_email_confirmation_submit') }).click()
    await expectOrderPage(page, locale, ADDRESS.eth)
  })

  test('a card (fiat) exchange asks a guest to register', async ({ page }, testInfo) => {
    const locale = testLocale(testInfo)
    await page.goto(home(locale, 'send=usd&receive=btc&amount=200'))
    await priced(page, locale)
    await destination(page, locale, 'BTC', 'BTC').fill(ADDRESS.btc)
    await acceptTerms(page, locale)
    await submitButton(page, locale).click()
    await expect(page.getByRole('dialog', { name: text(locale, 'auth_register_title') })).toBeVisible()
    await expect(page.getByText(text(locale, 'exchange_fiat_sign_in_needed'))).toBeAttached()
  })
})

test.describe('a create that fails, then a retry', () => {
  for (const failure of ['http500', 'network'] as const) {
    test(`after ${failure === 'http500' ? 'an HTTP 500' : 'a dropped connection'}: one order, nothing lost`, async ({
      page,
    }, testInfo) => {
      const locale = testLocale(testInfo)
      const controls = mockControls(page, testInfo)
      await controls.open(home(locale, 'send=btc&receive=usdttrc20&amount=0.01'))
      await priced(page, locale)
      const address = destination(page, locale, 'USDT', 'TRC20')
      const email = page.getByRole('textbox', { name: text(locale, 'exchange_email_label') })
      await address.fill(ADDRESS.trc20)
      await email.fill('alice@example.com')
      await acceptTerms(page, locale)
      await controls.failNext('createPublicOrder', failure)
      await submitButton(page, locale).click()
      const message = text(locale, failure === 'http500' ? 'error_create_exchange' : 'error_network')
      await expect(page.getByRole('alert').filter({ hasText: message })).toBeVisible()
      await expect(address).toHaveValue(ADDRESS.trc20)
      await expect(email).toHaveValue('alice@example.com')
      await expect(sendAmount(page, locale)).toHaveValue('0.01')
      expect(await ordersTo(page, ADDRESS.trc20)).toBe(0)
      await submitButton(page, locale).click()
      await expectOrderPage(page, locale, ADDRESS.trc20)
      expect(await ordersTo(page, ADDRESS.trc20)).toBe(1)
    })
  }
})

test.describe('the other exchange pages', () => {
  test('popular exchanges lead to an exchange page set up from the pair', async ({ page }, testInfo) => {
    const locale = testLocale(testInfo)
    await page.goto(localePath(locale, '/popular-exchanges'))
    const list = page.getByRole('list', { name: text(locale, 'exchange_popular_list_label') })
    const first = list.getByRole('link').first()
    await expect(first).toHaveAccessibleName(
      `${text(locale, 'exchange_popular_rank', { rank: 1 })} BTC BTC ${text(locale, 'exchange_popular_to')} USDT TRC20`,
    )
    await first.click()
    await expect(page).toHaveURL(new RegExp(`${locale === 'ru' ? '/ru' : ''}/exchange-btc-usdttrc20$`))
    await expect(pickerButton(page, locale, 'send')).toHaveAccessibleName(/BTC/)
    await expect(pickerButton(page, locale, 'receive')).toHaveAccessibleName(/USDT.*TRC20/)
    await sendAmount(page, locale).fill('0.03')
    await expect(page).toHaveURL(/\/exchange-btc-usdttrc20\?amount=0\.03$/)
    await pick(page, locale, 'receive', 'eth arbitrum')
    await expect(page).toHaveURL(/\/exchange-btc-usdttrc20\?send=btc&receive=etharbitrum&amount=0\.03$/)
    await page.reload()
    await expect(pickerButton(page, locale, 'receive')).toHaveAccessibleName(/ETH.*ARBITRUM/)
    await expect(sendAmount(page, locale)).toHaveValue('0.03')
  })

  test('an unknown pair is not found', async ({ page }, testInfo) => {
    const locale = testLocale(testInfo)
    await page.goto(localePath(locale, '/exchange-btc-nope'))
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      text(locale, 'error_not_found_title', { path: localePath(locale, '/exchange-btc-nope') }),
    )
  })

  test('the calculator prices a pair and leads to its exchange page', async ({ page }, testInfo) => {
    const locale = testLocale(testInfo)
    await page.goto(`${localePath(locale, '/useCalc')}?send=eth&receive=btc&amount=1`)
    await priced(page, locale)
    await expect(submitButton(page, locale)).toHaveCount(0)
    await page
      .getByRole('link', { name: text(locale, 'exchange_calc_cta', { from: 'ETH', to: 'BTC' }) })
      .click()
    await expect(page).toHaveURL(/\/exchange-eth-btc\?amount=1$/)
    await priced(page, locale)
  })
})

test.describe('accessibility', () => {
  test('the form, the open picker and the not-supported popup', async ({ page }, testInfo) => {
    // Three axe runs on a busy dev server.
    test.setTimeout(150_000)
    const locale = testLocale(testInfo)
    await page.goto(home(locale, 'send=btc&receive=luna&amount=0.01'))
    await expect(
      page.getByRole('alert').filter({ hasText: text(locale, 'error_pair_unsupported') }),
    ).toBeVisible({
      timeout: 15_000,
    })
    await expectNoSeriousViolations(page, `exchange form (${locale})`, ['main'])
    const search = await openPicker(page, locale, 'send')
    await search.press('ArrowDown')
    await expectNoSeriousViolations(page, `instrument picker (${locale})`, [
      '[data-radix-popper-content-wrapper]',
    ])
    await search.press('Escape')
    await destination(page, locale, 'LUNA', 'TERRA').fill('terra1qyqszqgpqyqszqgpqyqszqgpqyqszqgpzzzzzz')
    await acceptTerms(page, locale)
    await submitButton(page, locale).click()
    await expect(page.getByRole('dialog')).toBeVisible()
    await expectNoSeriousViolations(page, `not-supported popup (${locale})`, ['[role="dialog"]'])
  })
})

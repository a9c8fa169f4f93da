import { signIn, USERS } from './support/account'
import { expectNoSeriousViolations } from './support/axe'
import { expectFieldError } from './support/exchange-form'
import { localePath, testLocale, text } from './support/locale'
import {
  accountMenu,
  bridgeCalls,
  lastBridgeCall,
  openMiniApp,
  pressTelegramButton,
} from './support/telegram'
import { expect, test } from './support/test'

// The Telegram mini-app (docs/product.md §1, §2, §4, §5, §9): the site opened as Telegram opens it, with launch data signed by
// the mocks (?mock-telegram), answered by the SDK's environment mocking. A fresh world per test (own storage).

const TG_EMAIL = 'tg@example.com'

test.describe('the Telegram mini-app', () => {
  test('signs in with the launch data, without a password, and stays signed in after a reload', async ({
    page,
  }, testInfo) => {
    const locale = testLocale(testInfo)
    const seoCalls: string[] = []
    page.on('request', (request) => {
      if (request.url().includes('/dict/seo')) seoCalls.push(request.url())
    })
    await openMiniApp(page, locale)
    await expect(accountMenu(page, locale, TG_EMAIL)).toBeVisible()
    await expect(page.getByRole('dialog')).toHaveCount(0)
    // Telegram's theme on the design system's tokens.
    await expect
      .poll(() => page.evaluate(() => document.documentElement.style.getPropertyValue('--color-bg')))
      .toBe('#232e3c')
    // The page's height follows Telegram's stable viewport (the SDK asks for both safe-area insets first).
    const height = page.viewportSize()?.height
    await expect
      .poll(() => page.evaluate(() => document.documentElement.style.getPropertyValue('--size-viewport')))
      .toBe(`${height}px`)
    // The main button drives the exchange form.
    const setup = await lastBridgeCall(page, 'web_app_setup_main_button')
    expect(setup.params).toMatchObject({ is_visible: true, text: text(locale, 'exchange_submit') })

    // Telegram's colours keep the page readable.
    await expectNoSeriousViolations(page, "the mini-app in Telegram Desktop's dark theme")

    await page.reload()
    await expect(accountMenu(page, locale, TG_EMAIL)).toBeVisible()
    expect(await bridgeCalls(page, 'web_app_ready')).toHaveLength(1)
    // docs/product.md §2 rule 5: no SEO texts in the messenger layer.
    expect(seoCalls).toEqual([])
  })
})

test.describe('the Telegram mini-app: accounts and launch data', () => {
  test('a new Telegram user gets an account, opens /profile/history by the start parameter and is welcomed natively', async ({
    page,
  }, testInfo) => {
    const locale = testLocale(testInfo)
    await openMiniApp(page, locale, { who: 'new', start: 'profile-history' })
    await expect(accountMenu(page, locale)).toBeVisible()
    await expect(page).toHaveURL((url) => url.pathname === localePath(locale, '/profile/history'))
    await expect(
      page.getByRole('heading', { level: 1, name: text(locale, 'page_title_profile_history') }),
    ).toBeVisible()
    const popup = await lastBridgeCall(page, 'web_app_open_popup')
    expect(popup.params).toMatchObject({
      title: text(locale, 'telegram_welcome_title', { name: 'Newcomer' }),
    })
  })

  test('a popup over the docs/product.md §5 limits is refused before it reaches Telegram', async ({
    page,
  }, testInfo) => {
    const locale = testLocale(testInfo)
    // Telegram allows 64 characters in a first name; "Welcome, <name>!" then breaks the 64-character title limit.
    await openMiniApp(page, locale, { who: 'new', name: 'N'.repeat(64) })
    await expect(accountMenu(page, locale)).toBeVisible()
    await expect(page.getByText(text(locale, 'telegram_welcome_fallback'))).toBeVisible()
    expect(await bridgeCalls(page, 'web_app_open_popup')).toEqual([])
  })

  for (const [data, message] of [
    ['tampered', 'telegram_launch_rejected'],
    ['stale', 'error_telegram_init_data_expired'],
  ] as const) {
    test(`${data} launch data is refused with its message, not a silent guest session`, async ({
      page,
    }, testInfo) => {
      const locale = testLocale(testInfo)
      await openMiniApp(page, locale, { data })
      await expect(page.getByRole('alert').filter({ hasText: text(locale, message) })).toBeVisible()
      await expect(
        page.getByRole('banner').getByRole('button', { name: text(locale, 'auth_sign_in') }),
      ).toBeVisible()
      await expectNoSeriousViolations(page, `the mini-app with ${data} launch data`)
    })
  }

  test('launch data that does not match its schema gets a clear message', async ({ page }, testInfo) => {
    const locale = testLocale(testInfo)
    const warnings: string[] = []
    page.on('console', (message) => {
      if (message.type() === 'warning') warnings.push(message.text())
    })
    await openMiniApp(page, locale, { data: 'malformed' })
    await expect(
      page.getByRole('alert').filter({ hasText: text(locale, 'telegram_launch_invalid') }),
    ).toBeVisible()
    // The SDK never started: the pages leave Telegram's buttons alone (each navigation once warned of them).
    await page
      .getByRole('contentinfo')
      .getByRole('link', { name: text(locale, 'footer_link_price'), exact: true })
      .click()
    await expect(page).toHaveURL((url) => url.pathname === localePath(locale, '/price'))
    expect(warnings.filter((warning) => /button is unavailable/.test(warning))).toEqual([])
  })

  test('a failed sign-in opens the login dialog (docs/product.md §4)', async ({ page }, testInfo) => {
    const locale = testLocale(testInfo)
    await openMiniApp(page, locale, { who: 'new', extra: 'mock-fail=createTelegramUser:http500' })
    await expect(page.getByRole('dialog', { name: text(locale, 'auth_login_title') })).toBeVisible()
  })
})

test.describe('the Telegram mini-app: navigation and closing', () => {
  test("Telegram's back button mirrors the router's history", async ({ page }, testInfo) => {
    const locale = testLocale(testInfo)
    await openMiniApp(page, locale)
    await expect(accountMenu(page, locale, TG_EMAIL)).toBeVisible()
    // On the first page there is nothing to go back to: the button stays hidden.
    const shown = await bridgeCalls(page, 'web_app_setup_back_button')
    expect(shown.filter((call) => call.params?.is_visible)).toEqual([])

    await page
      .getByRole('banner')
      .getByRole('link', { name: text(locale, 'nav_popular_exchanges') })
      .first()
      .click()
    await expect(page).toHaveURL((url) => url.pathname === localePath(locale, '/popular-exchanges'))
    await expect
      .poll(async () => (await lastBridgeCall(page, 'web_app_setup_back_button')).params)
      .toMatchObject({
        is_visible: true,
      })

    await pressTelegramButton(page, 'back_button_pressed')
    await expect(page).toHaveURL(
      (url) => url.pathname.replace(/\/$/, '') === localePath(locale, '/').replace(/\/$/, ''),
    )
    await expect
      .poll(async () => (await lastBridgeCall(page, 'web_app_setup_back_button')).params)
      .toMatchObject({
        is_visible: false,
      })
  })

  test('the support page opens the Telegram bot through Telegram, and the mini-app stays on the page', async ({
    page,
  }, testInfo) => {
    const locale = testLocale(testInfo)
    await openMiniApp(page, locale)
    await expect(accountMenu(page, locale, TG_EMAIL)).toBeVisible()
    await page
      .getByRole('banner')
      .getByRole('link', { name: text(locale, 'nav_support') })
      .first()
      .click()
    await expect(page).toHaveURL((url) => url.pathname === localePath(locale, '/support'))
    // The layer is running: it shows Telegram's back button on a second page.
    await expect
      .poll(async () => (await lastBridgeCall(page, 'web_app_setup_back_button')).params)
      .toMatchObject({ is_visible: true })
    await page.getByRole('link', { name: text(locale, 'info_support_telegram') }).click()
    // /telegram is a server redirect to the bot (mocks): opened by Telegram, not by taking the WebView away.
    expect((await lastBridgeCall(page, 'web_app_open_tg_link')).params).toMatchObject({
      path_full: '/example_bot',
    })
    await expect(page).toHaveURL((url) => url.pathname === localePath(locale, '/support'))
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  })

  test('logout calls the server, clears the session and closes the mini-app', async ({ page }, testInfo) => {
    const locale = testLocale(testInfo)
    const logouts: string[] = []
    page.on('request', (request) => {
      if (request.url().endsWith('/api/v1/users/authentication/logout')) logouts.push(request.method())
    })
    await openMiniApp(page, locale)
    await accountMenu(page, locale, TG_EMAIL).click()
    await page.getByRole('menuitem', { name: text(locale, 'auth_logout') }).click()
    await expect.poll(async () => (await bridgeCalls(page, 'web_app_close')).length).toBe(1)
    expect(logouts).toEqual(['POST'])
    expect(await page.evaluate(() => localStorage.getItem('account-data'))).toBeNull()
  })
})

test.describe('the Telegram mini-app: shortcuts, exchange and account', () => {
  test('order-<id> opens the order page with the address from the user’s orders', async ({
    page,
  }, testInfo) => {
    const locale = testLocale(testInfo)
    await openMiniApp(page, locale)
    await expect(accountMenu(page, locale, TG_EMAIL)).toBeVisible()
    const order = await page.evaluate(() => {
      type Rec = { order: { orderId: string; destinationAddress: string } }
      const world = (window as unknown as { __mock: { world: { orders: { ofUser(id: number): Rec[] } } } })
        .__mock.world
      return world.orders.ofUser(1003)[0]?.order
    })
    expect(order).toBeDefined()
    await openMiniApp(page, locale, { start: `order-${order?.orderId}` })
    await expect(page).toHaveURL(
      (url) =>
        url.pathname === localePath(locale, `/order/${order?.orderId}`) &&
        url.searchParams.get('destinationAddress') === order?.destinationAddress,
    )
  })

  test('order-<id> asks for the destination address when it is not known', async ({ page }, testInfo) => {
    const locale = testLocale(testInfo)
    await openMiniApp(page, locale, { who: 'new', start: 'order-ord_NOPE0000' })
    const dialog = page.getByRole('dialog', {
      name: text(locale, 'telegram_order_title', { orderId: 'ord_NOPE0000' }),
    })
    await expect(dialog).toBeVisible()
    await dialog.getByRole('button', { name: text(locale, 'telegram_order_submit') }).click()
    await expect(dialog.getByText(text(locale, 'telegram_order_address_required'))).toBeVisible()
    await dialog
      .getByLabel(text(locale, 'telegram_order_address_label'))
      .fill('TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE')
    await dialog.getByRole('button', { name: text(locale, 'telegram_order_submit') }).click()
    await expect(page).toHaveURL(
      (url) =>
        url.pathname === localePath(locale, '/order/ord_NOPE0000') &&
        url.searchParams.get('destinationAddress') === 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE',
    )
  })

  test("Telegram's main button submits the exchange form", async ({ page }, testInfo) => {
    const locale = testLocale(testInfo)
    await openMiniApp(page, locale)
    await expect(accountMenu(page, locale, TG_EMAIL)).toBeVisible()
    await lastBridgeCall(page, 'web_app_setup_main_button')
    await pressTelegramButton(page, 'main_button_pressed')
    // Submitted as the form's own button would: the empty destination address is reported on its field.
    await expect(page.getByText(text(locale, 'error_address_empty')).first()).toBeVisible()
  })

  test('Telegram’s theme changes live', async ({ page }, testInfo) => {
    const locale = testLocale(testInfo)
    await openMiniApp(page, locale)
    await expect(accountMenu(page, locale, TG_EMAIL)).toBeVisible()
    await page.evaluate(() =>
      (
        window as unknown as { __mockTelegram: { setTheme(theme: Record<string, string>): void } }
      ).__mockTelegram.setTheme({
        bg_color: '#ffffff',
        secondary_bg_color: '#efeff4',
        text_color: '#000000',
      }),
    )
    await expect
      .poll(() => page.evaluate(() => document.documentElement.style.getPropertyValue('--color-bg')))
      .toBe('#efeff4')
    expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe('light')
  })

  test('an e-mail account links Telegram on /profile/info and shares the phone contact', async ({
    page,
  }, testInfo) => {
    const locale = testLocale(testInfo)
    await page.goto(localePath(locale, '/'))
    await signIn(page, locale, USERS.demo)
    await openMiniApp(page, locale, { who: '5550777', path: '/profile/info' })
    await expect(accountMenu(page, locale, USERS.demo.email)).toBeVisible()
    const card = page.getByRole('region', { name: text(locale, 'telegram_link_title') })
    await expect(card.getByText(text(locale, 'telegram_link_not_linked'))).toBeVisible()
    // Linking asks for the account's password: a wrong one is said on its field and links nothing.
    await card.getByRole('button', { name: text(locale, 'telegram_link_action') }).click()
    const dialog = page.getByRole('dialog', { name: text(locale, 'telegram_link_confirm_title') })
    const password = dialog.getByLabel(text(locale, 'telegram_link_password_label'))
    await password.fill('wrong-pass-1')
    await dialog.getByRole('button', { name: text(locale, 'telegram_link_submit') }).click()
    await expectFieldError(password, text(locale, 'telegram_link_wrong_password'))
    await expect(dialog).toBeVisible()
    await password.fill(USERS.demo.password)
    await dialog.getByRole('button', { name: text(locale, 'telegram_link_submit') }).click()
    await expect(dialog).toBeHidden()
    await expect(card.getByRole('status')).toHaveText(text(locale, 'telegram_link_done'))
    await expect(card.getByText(text(locale, 'telegram_link_linked'))).toBeVisible()

    await card.getByRole('button', { name: text(locale, 'telegram_contact_action') }).click()
    await expect(card.getByText('+15550100123')).toBeVisible()
  })
})

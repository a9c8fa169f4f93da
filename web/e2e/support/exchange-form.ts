import { expect, type Locator, type Page } from '@playwright/test'
import { escapeRegExp } from './addresses'
import { localePath, type TestLocale, text } from './locale'

// The exchange form as journeys drive it (docs/product.md §1, §4, §5): the one place that knows its labels and the steps of
// filling it in, shared by every journey that creates an order through the form.

/** The home page with the form set up by its query (docs/product.md §2 "Exchange page query"). */
export const home = (locale: TestLocale, query: string) => `${localePath(locale, '/')}?${query}`

/** A decimal as the locale writes it (the amounts in these journeys have no thousands). */
export const num = (locale: TestLocale, value: string) => (locale === 'ru' ? value.replace('.', ',') : value)

export const exchangeForm = (page: Page, locale: TestLocale) =>
  page.getByRole('region', { name: text(locale, 'exchange_form_label'), exact: true })
export const receiveAmount = (page: Page, locale: TestLocale) =>
  page.getByRole('textbox', { name: text(locale, 'exchange_receive_label'), exact: true })
export const sendAmount = (page: Page, locale: TestLocale) =>
  page.getByRole('textbox', { name: text(locale, 'exchange_send_label'), exact: true })
/** An address field's label: with its network ('Your USDT address (TRC20 network)'), or without it for a coin on a
 * network of its own ('Your BTC address'), as the form says it (domain/instrument-label.ts `onOwnNetwork`). */
export const addressLabel = (
  locale: TestLocale,
  key: 'exchange_destination_label' | 'exchange_refund_label',
  ticker: string,
  network: string,
) =>
  ticker === network ? text(locale, `${key}_own_network`, { ticker }) : text(locale, key, { ticker, network })
export const destination = (page: Page, locale: TestLocale, ticker: string, network: string) =>
  page.getByRole('textbox', { name: addressLabel(locale, 'exchange_destination_label', ticker, network) })
export const refundAddress = (page: Page, locale: TestLocale, ticker: string, network: string) =>
  page.getByRole('textbox', { name: addressLabel(locale, 'exchange_refund_label', ticker, network) })
export const memo = (page: Page, locale: TestLocale) =>
  page.getByRole('textbox', { name: text(locale, 'exchange_memo_label'), exact: true })
export const emailField = (page: Page, locale: TestLocale) =>
  page.getByRole('textbox', { name: text(locale, 'exchange_email_label') })
export const termsCheckbox = (page: Page, locale: TestLocale) =>
  page.getByRole('checkbox', { name: text(locale, 'exchange_terms_label') })
export const submitButton = (page: Page, locale: TestLocale) =>
  page.getByRole('button', { name: text(locale, 'exchange_submit'), exact: true })
export const rateRadio = (page: Page, locale: TestLocale, mode: 'fixed' | 'floating') =>
  page.getByRole('radio', { name: new RegExp(escapeRegExp(text(locale, `exchange_rate_${mode}`))) })

/** Waits until the live rate has priced what is typed. */
export async function priced(page: Page, locale: TestLocale): Promise<void> {
  // A number as the locale writes it: '1161.69' in English, '1161,69' in Russian.
  await expect(receiveAmount(page, locale)).toHaveValue(/^\d+([.,]\d+)?$/, { timeout: 15_000 })
  await expect(exchangeForm(page, locale).getByText(/^1 \w+ ≈ /)).toBeVisible()
}

/** Opens the home page set up by `query` and waits for the live rate. */
export async function openPricedForm(page: Page, locale: TestLocale, query: string): Promise<void> {
  await page.goto(home(locale, query))
  await priced(page, locale)
}

export async function acceptTerms(page: Page, locale: TestLocale) {
  await termsCheckbox(page, locale).check()
}

/** What an order needs besides the pair and amount: the destination, and for a fixed rate the refund side. */
export interface OrderEntry {
  /** The receive instrument as its address label names it. */
  to: { ticker: string; network: string; address: string }
  memo?: string
  refund?: { ticker: string; network: string; address: string }
  email?: string
}

/** Fills the order fields and accepts the terms (docs/product.md §5), without submitting. */
export async function fillOrder(page: Page, locale: TestLocale, entry: OrderEntry): Promise<void> {
  await destination(page, locale, entry.to.ticker, entry.to.network).fill(entry.to.address)
  if (entry.memo !== undefined) await memo(page, locale).fill(entry.memo)
  if (entry.refund) {
    await refundAddress(page, locale, entry.refund.ticker, entry.refund.network).fill(entry.refund.address)
  }
  if (entry.email !== undefined) await emailField(page, locale).fill(entry.email)
  await acceptTerms(page, locale)
}

/** Fills the order fields, accepts the terms and presses "Exchange now". */
export async function submitOrder(page: Page, locale: TestLocale, entry: OrderEntry): Promise<void> {
  await fillOrder(page, locale, entry)
  await submitButton(page, locale).click()
}

/** The page the form leads to after a created order, for the destination address. */
export const expectOrderPage = (page: Page, locale: TestLocale, address: string) =>
  expect(page).toHaveURL(
    new RegExp(
      `${locale === 'ru' ? '/ru' : ''}/order/ord_\\w+\\?destinationAddress=${encodeURIComponent(address)}`,
    ),
    { timeout: 15_000 },
  )

/** Orders the dev worker's world holds for an address (dev projects only). */
export const ordersTo = (page: Page, address: string) =>
  page.evaluate(
    (to) =>
      (
        window as unknown as {
          __mock: { world: { orders: { st: { orders: { order: { destinationAddress: string } }[] } } } }
        }
      ).__mock.world.orders.st.orders.filter((record) => record.order.destinationAddress === to).length,
    address,
  )

/** A side's currency button: its name starts "Currency to send: …" / "Currency to receive: …". */
export const pickerButton = (page: Page, locale: TestLocale, side: 'send' | 'receive') => {
  const prefix = text(locale, `exchange_picker_${side}`, { name: 'X', ticker: 'X', network: 'X' }).split(
    ':',
  )[0]
  return page.getByRole('button', { name: new RegExp(`^${escapeRegExp(prefix ?? '')}:`) })
}

/** Opens a side's picker; the list loads on first open (a click during a reload is repeated). */
export async function openPicker(page: Page, locale: TestLocale, side: 'send' | 'receive') {
  const search = page.getByRole('combobox', { name: text(locale, 'exchange_picker_search_label') })
  await expect(async () => {
    if (!(await search.isVisible())) await pickerButton(page, locale, side).click()
    await expect(search).toBeFocused({ timeout: 3_000 })
  }).toPass({ timeout: 20_000 })
  return search
}

/** Picks a currency by searching and pressing Enter, as a keyboard user does. */
export async function pick(page: Page, locale: TestLocale, side: 'send' | 'receive', query: string) {
  const search = await openPicker(page, locale, side)
  await search.fill(query)
  await search.press('Enter')
  await expect(search).toBeHidden()
}

/** A field marked invalid with the message read as its description. */
export async function expectFieldError(field: Locator, message: string) {
  await expect(field).toHaveAttribute('aria-invalid', 'true')
  await expect(field).toHaveAccessibleDescription(new RegExp(escapeRegExp(message)))
}

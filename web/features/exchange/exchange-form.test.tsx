import { cleanup, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterAll, afterEach, beforeAll, describe, expect, it, onTestFinished } from 'vitest'
import { env } from '@/config/env'
import { m } from '@/paraglide/messages.js'
import { createMockNetwork } from '../../../mocks/node'
import { authDialogSpies, renderExchange } from './exchange-test-harness'

/** The deployment's referral id (VITE_REFERRAL_ID) for one test. */
function configureReferralId(id: string) {
  const configured = env.referralId
  env.referralId = id
  onTestFinished(() => {
    env.referralId = configured
    // biome-ignore lint/suspicious/noDocumentCookie: the test's referral cookie goes with it.
    document.cookie = 'referralID=; Max-Age=0; Path=/'
  })
}

const network = createMockNetwork()
const { server, world } = network

/** Every create-order body the server received. */
const createBodies: Record<string, unknown>[] = []
server.events.on('request:start', async ({ request }) => {
  if (request.method === 'POST' && request.url.endsWith('/api/v1/orders/public/create')) {
    createBodies.push(await request.clone().json())
  }
})

beforeAll(async () => {
  server.listen({ onUnhandledFrame: 'error' })
  // The lazily loaded parts (Radix popover and dialog, the submit pipeline) compile once here, not inside a test.
  await Promise.all([
    import('./pickers/instrument-picker-popup'),
    import('./submit/not-supported-pair-dialog'),
    import('./submit/submit-order'),
    import('./components/order-part'),
    import('./rates/rates-socket'),
  ])
}, 60_000)
afterEach(() => {
  cleanup()
  server.resetHandlers()
  world.controls.state.failures.length = 0
  world.controls.latencyMs = 0
  createBodies.length = 0
  window.dataLayer = []
  // biome-ignore lint/suspicious/noDocumentCookie: test set-up clears the referral cookie the form reads.
  document.cookie = 'referralID=; Max-Age=0; Path=/'
  localStorage.clear()
  sessionStorage.clear()
})
afterAll(() => server.close())

const BTC_ADDRESS = 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq'
const TRON_ADDRESS = 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE'
const OTHER_TRON_ADDRESS = 'TJRabPrwbZy45sbavfcjinPJC18kjpRTv8'
const FIXED_TRON_ADDRESS = 'TXYZopYRdj2D9XRtbG411XZZ3kM5VkAeBf'
const XRP_ADDRESS = 'rEb8TK3gBgk5auZkwc6sHnwrGVJH8DuaLh'

const ordersOf = (address: string) =>
  world.orders.st.orders.filter((o) => o.order.destinationAddress === address)

/** Waits for the live rate of what is typed (the receive amount filled in). */
async function receiveAmount() {
  const field = await screen.findByRole('textbox', { name: 'You get' })
  await waitFor(() => expect((field as HTMLInputElement).value).not.toBe(''), { timeout: 5_000 })
  return (field as HTMLInputElement).value
}

/** Types (pastes) into a field, as a user pasting an address does. */
async function paste(user: ReturnType<typeof userEvent.setup>, field: HTMLElement, text: string) {
  await user.click(field)
  await user.paste(text)
}

async function fillOrder(user: ReturnType<typeof userEvent.setup>, address: string) {
  // The order part's code may still be loading (a client render shows its placeholder until then).
  await paste(user, await screen.findByRole('textbox', { name: /^Your .* address/ }), address)
  await user.click(screen.getByRole('checkbox', { name: /I accept the terms/ }))
}

const submit = (user: ReturnType<typeof userEvent.setup>) =>
  user.click(screen.getByRole('button', { name: 'Exchange now' }))

describe('exchange form', { timeout: 20_000 }, () => {
  it('opens with the URL pair, prices it live and creates a floating order', async () => {
    const user = userEvent.setup()
    const { router } = renderExchange('/?send=btc&receive=usdttrc20&amount=0.01', network)
    expect(await screen.findByRole('textbox', { name: 'You send' })).toHaveProperty('value', '0.01')
    expect(Number(await receiveAmount())).toBeGreaterThan(300)
    expect(screen.getByText(/^1 BTC ≈/)).toBeTruthy()
    await fillOrder(user, TRON_ADDRESS)
    await submit(user)
    expect(await screen.findByText(new RegExp(`^order ord_\\w+ for ${TRON_ADDRESS}$`))).toBeTruthy()
    expect(router.state.location.pathname).toMatch(/^\/order\/ord_/)
    expect(ordersOf(TRON_ADDRESS)).toHaveLength(1)
    expect(createBodies[0]).toMatchObject({
      rateMode: 'FLOATING',
      instrumentFrom: { slug: 'btc' },
      instrumentTo: { slug: 'usdttrc20' },
      claimedDepositAmount: 0.01,
      destinationAddress: TRON_ADDRESS,
      idempotencyKey: expect.any(String),
    })
    expect(window.dataLayer).toContainEqual(
      expect.objectContaining({ event: 'exchange_initiated', pair: 'btc-usdttrc20', amount: 0.01 }),
    )
  })

  it('names each rate choice by its label alone, its hint describing it', async () => {
    renderExchange('/?send=btc&receive=xrp&amount=0.01', network)
    await receiveAmount()
    const description = (radio: HTMLElement) =>
      document.getElementById(radio.getAttribute('aria-describedby') ?? '')?.textContent
    const fixed = screen.getByRole('radio', { name: m.exchange_rate_fixed() })
    expect(description(fixed)).toBe(m.exchange_rate_fixed_hint())
    const floating = screen.getByRole('radio', { name: m.exchange_rate_floating() })
    expect(description(floating)).toBe(m.exchange_rate_floating_hint())
  })

  it('shows every rule of the form before anything is sent', async () => {
    const user = userEvent.setup()
    renderExchange('/?send=btc&receive=xrp&amount=0.01', network)
    await receiveAmount()
    await user.click(screen.getByRole('radio', { name: /Fixed rate/ }))
    await submit(user)
    expect((await screen.findAllByText('Enter an address.')).length).toBe(2)
    expect(screen.getByText('Enter the memo, or tick “No memo needed”.')).toBeTruthy()
    expect(screen.getByText('Please accept the terms of service.')).toBeTruthy()
    await paste(user, screen.getByRole('textbox', { name: /^Your XRP address/ }), XRP_ADDRESS)
    await paste(user, screen.getByRole('textbox', { name: /^Refund address/ }), XRP_ADDRESS)
    expect(
      await screen.findByText('The refund address must differ from the destination address.'),
    ).toBeTruthy()
    await user.type(screen.getByRole('textbox', { name: 'E-mail (optional)' }), 'alice+swap@example')
    expect((screen.getByRole('textbox', { name: 'E-mail (optional)' }) as HTMLInputElement).value).toBe(
      'aliceswap@example',
    )
    expect(await screen.findByText('Enter a valid e-mail address.')).toBeTruthy()
    expect(createBodies).toHaveLength(0)
  })

  it('checks the address on the server when it loses focus, showing a reject code as is', async () => {
    const user = userEvent.setup()
    renderExchange('/?send=btc&receive=iotx&amount=0.01', network)
    await receiveAmount()
    const address = screen.getByRole('textbox', { name: /^Your IOTX address/ })
    await paste(user, address, 'io1qyqsyqcy6nm58gjd2wr035wz5eyd5uq47zyqpng')
    await user.tab()
    expect(
      await screen.findByText(
        'IoTeX addresses starting with io1 are not accepted. Enter the address in its 0x… form.',
      ),
    ).toBeTruthy()
    await user.clear(address)
    await user.type(address, 'nonsense')
    await user.tab()
    expect(await screen.findByText('This address is not valid for the selected network.')).toBeTruthy()
  })

  it('names the network in an address label only where the coin is on another network than its own', async () => {
    const user = userEvent.setup()
    renderExchange('/?send=btc&receive=usdttrc20&amount=0.01', network)
    await receiveAmount()
    await user.click(screen.getByRole('radio', { name: /Fixed rate/ }))
    const names = screen
      .getAllByRole<HTMLInputElement>('textbox')
      .map((field) => field.getAttribute('aria-label') ?? field.labels?.[0]?.textContent)
    expect(names).toContain('Your USDT address (TRC20 network)')
    expect(names).toContain('Refund address for BTC')
    expect(names.some((name) => name?.includes('BTC network'))).toBe(false)
  })

  it('refuses a pasted address with a hidden character as it was pasted: named, not checked, not sent', async () => {
    const checked: string[] = []
    const onRequest = ({ request }: { request: Request }) => {
      if (request.url.endsWith('/validate-address')) checked.push(request.url)
    }
    server.events.on('request:start', onRequest)
    const user = userEvent.setup()
    renderExchange('/?send=btc&receive=usdttrc20&amount=0.01', network)
    await receiveAmount()
    await fillOrder(user, `${TRON_ADDRESS}\u200B`)
    await user.tab()
    await submit(user)
    const field = screen.getByRole('textbox', { name: /^Your USDT address/ })
    expect(
      await screen.findByText(
        'Remove the hidden character U+200B at position 35: invisible and control characters cannot be used here.',
      ),
    ).toBeTruthy()
    expect(field).toHaveProperty('value', `${TRON_ADDRESS}\u200B`)
    expect(field.getAttribute('aria-invalid')).toBe('true')
    expect(checked).toEqual([])
    expect(createBodies).toHaveLength(0)
    server.events.removeListener('request:start', onRequest)
  })

  it('searches the picker and refuses the same currency on both sides', async () => {
    const user = userEvent.setup()
    const { router } = renderExchange('/?send=btc&receive=usdttrc20&amount=0.01', network)
    await receiveAmount()
    await user.click(screen.getByRole('button', { name: /^Currency to receive/ }))
    const search = await screen.findByRole(
      'combobox',
      { name: 'Search by coin, ticker or network' },
      { timeout: 5_000 },
    )
    await user.type(search, 'btc')
    const list = screen.getByRole('listbox')
    const first = within(list).getAllByRole('option')[0] as HTMLElement
    expect(first.getAttribute('aria-disabled')).toBe('true')
    expect(search.getAttribute('aria-activedescendant')).toBe(first.id)
    await user.keyboard('{Enter}')
    expect(screen.getAllByText('Choose two different currencies.').length).toBeGreaterThan(0)
    await user.clear(search)
    await user.type(search, 'xrp')
    await user.keyboard('{Enter}')
    await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull())
    expect(screen.getByRole('button', { name: /^Currency to receive: XRP \(XRP\), XRP$/ })).toBeTruthy()
    expect(screen.getByRole('textbox', { name: 'Memo (destination tag)' })).toBeTruthy()
    await waitFor(() => expect(router.state.location.search).toMatchObject({ send: 'btc', receive: 'xrp' }))
  })

  it('swaps the currencies and their amounts, and keeps the URL in sync', async () => {
    const user = userEvent.setup()
    const { router } = renderExchange('/?send=btc&receive=usdttrc20&amount=0.01', network)
    const got = Number(await receiveAmount())
    await user.click(screen.getByRole('button', { name: 'Swap the currencies' }))
    // What was shown goes to the send side, then the send amount is priced again for the typed 0.01 BTC.
    const sent = Number((screen.getByRole('textbox', { name: 'You send' }) as HTMLInputElement).value)
    expect(Math.abs(sent - got) / got).toBeLessThan(0.05)
    expect(screen.getByRole('textbox', { name: 'You get' })).toHaveProperty('value', '0.01')
    expect(screen.getByRole('button', { name: /^Currency to send: USDT TRC20 \(Tether\)$/ })).toBeTruthy()
    await waitFor(() =>
      expect(router.state.location.search).toMatchObject({
        send: 'usdttrc20',
        receive: 'btc',
        amount: '0.01',
        side: 'receive',
      }),
    )
  })

  it('sanitises a typed amount and shows the minimum with a recommended fill', async () => {
    const user = userEvent.setup()
    const { router } = renderExchange('/?send=btc&receive=usdttrc20&amount=0.01', network)
    await receiveAmount()
    const send = screen.getByRole('textbox', { name: 'You send' })
    await user.clear(send)
    await user.type(send, ' ,0001')
    expect(send).toHaveProperty('value', '0.0001')
    expect(
      await screen.findByText(/^The minimum amount is 0\.00016 BTC\.$/, {}, { timeout: 5_000 }),
    ).toBeTruthy()
    await user.click(await screen.findByRole('button', { name: /^Use the recommended amount: 0\.01 BTC$/ }))
    expect(send).toHaveProperty('value', '0.01')
    await waitFor(() => expect(router.state.location.search).toMatchObject({ amount: '0.01' }))
  })

  it('never reads 1e-5 as 15: the text stays, the field says it takes a plain number, nothing is priced or ordered', async () => {
    const user = userEvent.setup()
    const { router } = renderExchange('/?send=btc&receive=usdttrc20&amount=0.01', network)
    await receiveAmount()
    const send = screen.getByRole('textbox', { name: 'You send' })
    await user.clear(send)
    await user.type(send, '1e-5')
    expect(send).toHaveProperty('value', '1e-5')
    expect(await screen.findByText(m.error_amount_not_plain())).toBeTruthy()
    expect(send.getAttribute('aria-invalid')).toBe('true')
    await waitFor(() => expect(router.state.location.search).not.toHaveProperty('amount'))
    await fillOrder(user, TRON_ADDRESS)
    await submit(user)
    await waitFor(() => expect(document.activeElement).toBe(send))
    expect(screen.getByText(m.error_amount_not_plain())).toBeTruthy()
    expect(createBodies).toHaveLength(0)
    // A grouped amount in the locale's style is the number it groups.
    await user.clear(send)
    await user.type(send, '1,000.5')
    await waitFor(() => expect(router.state.location.search).toMatchObject({ amount: '1000.5' }))
    expect(screen.queryByText(m.error_amount_not_plain())).toBeNull()
  })

  it('refuses an empty or zero amount on submit with the other errors, and orders only what was typed', async () => {
    const user = userEvent.setup()
    renderExchange('/?send=btc&receive=usdttrc20&amount=0.01', network)
    await receiveAmount()
    const send = screen.getByRole('textbox', { name: 'You send' })
    await user.clear(send)
    await submit(user)
    expect(await screen.findByText('Enter the amount to exchange.')).toBeTruthy()
    expect(screen.getByText('Enter an address.')).toBeTruthy()
    await waitFor(() => expect(document.activeElement).toBe(send))
    await fillOrder(user, TRON_ADDRESS)
    await user.type(send, '0')
    await submit(user)
    expect(await screen.findByText('Enter the amount to exchange.')).toBeTruthy()
    expect(createBodies).toHaveLength(0)
    await user.type(send, '.02')
    expect(screen.queryByText('Enter the amount to exchange.')).toBeNull()
    await receiveAmount()
    await submit(user)
    expect(await screen.findByText(/^order ord_/)).toBeTruthy()
    expect(createBodies).toHaveLength(1)
    expect(createBodies[0]).toMatchObject({ claimedDepositAmount: 0.02 })
  })

  it('retries a create that lost its connection with the same key: one order, nothing lost', async () => {
    const user = userEvent.setup()
    renderExchange('/?send=btc&receive=usdttrc20&amount=0.01', network)
    await receiveAmount()
    await fillOrder(user, OTHER_TRON_ADDRESS)
    world.controls.failNext('createPublicOrder', 'network')
    await submit(user)
    expect(await screen.findByText('No connection. Check your internet and try again.')).toBeTruthy()
    expect(screen.getByRole('textbox', { name: /^Your USDT address/ })).toHaveProperty(
      'value',
      OTHER_TRON_ADDRESS,
    )
    world.controls.failNext('createPublicOrder', 'http500')
    await submit(user)
    expect(await screen.findByText('The order could not be created. Please try again.')).toBeTruthy()
    await submit(user)
    expect(await screen.findByText(/^order ord_/)).toBeTruthy()
    expect(createBodies).toHaveLength(3)
    const keys = new Set(createBodies.map((body) => body.idempotencyKey))
    expect(keys.size).toBe(1)
    expect(ordersOf(OTHER_TRON_ADDRESS)).toHaveLength(1)
  })

  it('a slow create that fails on /order/pending comes back to the form with everything typed', async () => {
    const user = userEvent.setup()
    const { router } = renderExchange('/?send=btc&receive=usdttrc20&amount=0.01', network)
    await receiveAmount()
    await fillOrder(user, OTHER_TRON_ADDRESS)
    world.controls.latencyMs = 1_500
    world.controls.failNext('createPublicOrder', 'http500')
    await submit(user)
    expect(await screen.findByText('Creating your order…', {}, { timeout: 5_000 })).toBeTruthy()
    await expectFailureOnTheForm(router)
  })

  it('a slow create that fails while /order/pending is still loading says so on the form, leaving no draft', async () => {
    const user = userEvent.setup()
    const { router } = renderExchange('/?send=btc&receive=usdttrc20&amount=0.01', network, undefined, {
      pendingLoader: () => new Promise(() => {}),
    })
    await receiveAmount()
    await fillOrder(user, OTHER_TRON_ADDRESS)
    const ordersBefore = ordersOf(OTHER_TRON_ADDRESS).length
    world.controls.latencyMs = 1_500
    world.controls.failNext('createPublicOrder', 'http500')
    await submit(user)
    await waitFor(() => expect(router.state.location.pathname).toBe('/order/pending'), { timeout: 5_000 })
    await expectFailureOnTheForm(router)
    expect(ordersOf(OTHER_TRON_ADDRESS)).toHaveLength(ordersBefore)
  })

  it('switches to the floating rate when a fixed order is refused, and says so', async () => {
    const user = userEvent.setup()
    renderExchange('/?send=btc&receive=usdttrc20&amount=0.5', network)
    await receiveAmount()
    await user.click(screen.getByRole('radio', { name: /Fixed rate/ }))
    await fillOrder(user, FIXED_TRON_ADDRESS)
    await paste(user, screen.getByRole('textbox', { name: /^Refund address/ }), BTC_ADDRESS)
    await receiveAmount()
    await submit(user)
    expect(
      await screen.findByText('A fixed rate is not available for this amount, so the floating rate is used.'),
    ).toBeTruthy()
    expect(screen.getByRole('radio', { name: /Floating rate/ })).toHaveProperty('checked', true)
    expect(screen.getByRole('radio', { name: /Fixed rate/ })).toHaveProperty('disabled', true)
    expect(ordersOf(FIXED_TRON_ADDRESS)).toHaveLength(0)
  })

  it('puts a blacklisted address on the address field', async () => {
    const user = userEvent.setup()
    renderExchange('/?send=btc&receive=usdttrc20&amount=0.01', network)
    await receiveAmount()
    await fillOrder(user, 'TBLACKL1STzzzzzzzzzzzzzzzzzzzzzzzz')
    await submit(user)
    const address = screen.getByRole('textbox', { name: /^Your USDT address/ })
    await waitFor(() => expect(address.getAttribute('aria-invalid')).toBe('true'))
    expect(screen.getByText('This address cannot be used for exchanges.')).toBeTruthy()
  })

  it('drops a configured referrer the backend does not know and creates the order without it', async () => {
    const user = userEvent.setup()
    configureReferralId('ref_UNKNOWN')
    // biome-ignore lint/suspicious/noDocumentCookie: the referral cookie as docs/product.md §2 rule 3 leaves it.
    document.cookie = 'referralID=ref_UNKNOWN; Path=/'
    renderExchange('/?send=btc&receive=usdttrc20&amount=0.01', network)
    await receiveAmount()
    await fillOrder(user, TRON_ADDRESS)
    await submit(user)
    expect(await screen.findByText(/^order ord_/)).toBeTruthy()
    expect(createBodies.map((body) => body.referrerId)).toEqual(['ref_UNKNOWN', undefined])
    expect(document.cookie).not.toContain('referralID=ref_UNKNOWN')
  })

  it('sends a guest’s ref with the order only when it is the configured referral id', async () => {
    const user = userEvent.setup()
    configureReferralId('ref_DEMO42')
    for (const [ref, sent] of [
      ['partner42', undefined],
      ['ref_DEMO42', 'ref_DEMO42'],
    ] as const) {
      // biome-ignore lint/suspicious/noDocumentCookie: the referral cookie as docs/product.md §2 rule 3 leaves it.
      document.cookie = `referralID=${ref}; Path=/`
      renderExchange('/?send=btc&receive=usdttrc20&amount=0.01', network)
      await receiveAmount()
      await fillOrder(user, TRON_ADDRESS)
      await submit(user)
      expect(await screen.findByText(/^order ord_/)).toBeTruthy()
      expect(createBodies.at(-1)?.referrerId).toBe(sent)
      cleanup()
    }
  })

  it('asks a guest to confirm the e-mail for ckm A and sends it with the order', async () => {
    const user = userEvent.setup()
    const dialogs = authDialogSpies('bob@example.com')
    renderExchange('/?send=btc&receive=eth&amount=0.01', network, dialogs)
    await receiveAmount()
    await fillOrder(user, '0x52908400098527886E0F7030069857D2E4169EE7')
    await submit(user)
    expect(await screen.findByText(/^order ord_/)).toBeTruthy()
    expect(dialogs.confirmEmail).toHaveBeenCalledTimes(1)
    expect(createBodies[0]).toMatchObject({ userEmail: 'bob@example.com' })
    expect(localStorage.getItem('exchange-email-confirmed')).toBe('true')
  })

  it('opens the not-supported popup for a pair without liquidity', async () => {
    const user = userEvent.setup()
    renderExchange('/?send=btc&receive=zec&amount=0.01', network)
    expect(
      await screen.findByText('This pair is not supported. Choose other currencies.', {}, { timeout: 5_000 }),
    ).toBeTruthy()
    await fillOrder(user, 't1Rv4exT7bqhZqi2j7xz8bUHDMxwosrjADU')
    await submit(user)
    expect(await screen.findByRole('dialog', { name: 'BTC → ZEC is not supported' })).toBeTruthy()
    expect(createBodies).toHaveLength(0)
  })

  it('starts again from the new search when only the URL query changes', async () => {
    const user = userEvent.setup()
    const { router } = renderExchange('/?send=btc&receive=eth&amount=0.01', network)
    await receiveAmount()
    await paste(user, screen.getByRole('textbox', { name: /^Your ETH address/ }), '0xabc')
    // The form's own writes (typing an amount) do not restart it.
    const send = screen.getByRole('textbox', { name: 'You send' })
    await user.clear(send)
    await user.type(send, '0.02')
    await waitFor(() => expect(router.state.location.search).toMatchObject({ amount: '0.02' }))
    expect(screen.getByRole('textbox', { name: /^Your ETH address/ })).toHaveProperty('value', '0xabc')
    // A link to the same page with another query does.
    await router.navigate({ to: '/', search: { send: 'xmr', receive: 'usdttrc20', amount: '1' } as never })
    expect(await screen.findByRole('button', { name: /^Currency to send: XMR/ })).toBeTruthy()
    expect(screen.getByRole('button', { name: /^Currency to receive: USDT/ })).toBeTruthy()
    expect(screen.getByRole('textbox', { name: 'You send' })).toHaveProperty('value', '1')
    expect(screen.getByRole('textbox', { name: /^Your USDT address/ })).toHaveProperty('value', '')
  })

  it('gives back after a reload what was typed, for the pair it was typed for, until an order is made', async () => {
    const user = userEvent.setup()
    renderExchange('/?send=btc&receive=eth&amount=0.01', network)
    await paste(user, await screen.findByRole('textbox', { name: /^Your ETH address/ }), '0xabc')
    await user.type(screen.getByRole('textbox', { name: 'E-mail (optional)' }), 'eve@example.com')
    cleanup()
    renderExchange('/?send=btc&receive=eth&amount=0.01', network)
    expect(await screen.findByRole('textbox', { name: /^Your ETH address/ })).toHaveProperty('value', '0xabc')
    expect(screen.getByRole('textbox', { name: 'E-mail (optional)' })).toHaveProperty(
      'value',
      'eve@example.com',
    )
    expect(screen.getByRole('checkbox', { name: /I accept the terms/ })).toHaveProperty('checked', false)
    cleanup()
    // An address typed for ETH does not fill a USDT form; the e-mail fits any pair.
    renderExchange('/?send=btc&receive=usdttrc20&amount=0.01', network)
    expect(await screen.findByRole('textbox', { name: /^Your USDT address/ })).toHaveProperty('value', '')
    expect(screen.getByRole('textbox', { name: 'E-mail (optional)' })).toHaveProperty(
      'value',
      'eve@example.com',
    )
    await receiveAmount()
    await fillOrder(user, TRON_ADDRESS)
    expect(sessionStorage.getItem('tab-draft:exchange-order-draft')).toContain(TRON_ADDRESS)
    await submit(user)
    expect(await screen.findByText(/^order ord_/)).toBeTruthy()
    expect(sessionStorage.getItem('tab-draft:exchange-order-draft')).toBeNull()
  })

  it('offers in the receive list only what the send currency can be exchanged for', async () => {
    const user = userEvent.setup()
    renderExchange('/?send=usd&receive=btc&amount=200', network)
    await receiveAmount()
    await user.click(screen.getByRole('button', { name: /^Currency to receive:/ }))
    const list = await screen.findByRole('listbox', { name: 'Choose the currency to receive' })
    await waitFor(() => expect(within(list).queryByRole('option', { name: /^EUR/ })).toBeNull())
    expect(within(list).getAllByRole('option', { name: /^BTC/ }).length).toBeGreaterThan(0)
  })
})

/** The failed create is said on the form, at home, with the address still typed and no draft left for the tab. */
async function expectFailureOnTheForm(router: { state: { location: { pathname: string } } }) {
  expect(
    await screen.findByText('The order could not be created. Please try again.', {}, { timeout: 5_000 }),
  ).toBeTruthy()
  expect(router.state.location.pathname).toBe('/')
  expect(screen.getByRole('textbox', { name: /^Your USDT address/ })).toHaveProperty(
    'value',
    OTHER_TRON_ADDRESS,
  )
  expect(sessionStorage.getItem('tab-draft:exchange-returned-draft')).toBeNull()
}

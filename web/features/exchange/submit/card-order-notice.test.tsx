import { authenticateLocal } from '@sdk/gen/api/sdk.gen'
import { cleanup, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { m } from '@/paraglide/messages.js'
import { configureTestSdk } from '@/test/sdk-test-network'
import { type CookieJar, createMockNetwork, installCookieJar } from '../../../../mocks/node'
import { renderExchange } from '../exchange-test-harness'

// A card order's create answers only with the provider's page (no order id): the form's notice is the user's one
// way back to it, and it says what the user goes there for (docs/product.md §4 "Fiat flow").

vi.mock('@/lib/safety/redirect-allow-list', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@/lib/safety/redirect-allow-list')>()
  // The mocks' card provider, as .env.mock allows it in the browser.
  return { ...actual, redirectAllowedHosts: () => [...actual.redirectAllowedHosts(), PROVIDER_HOST] }
})

const PROVIDER_HOST = 'pay.mock-card-provider.test'
const network = createMockNetwork()
let jar: CookieJar
beforeAll(async () => {
  network.server.listen({ onUnhandledFrame: 'error' })
  jar = installCookieJar()
  await Promise.all([import('./submit-order'), import('../components/order-part')])
}, 60_000)
afterEach(() => {
  cleanup()
  network.server.resetHandlers()
  jar.clear()
  localStorage.clear()
  sessionStorage.clear()
})
afterAll(() => {
  jar.uninstall()
  network.server.close()
})

const BTC_ADDRESS = 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq'
const CARD = '4111111111111111'

/** The exchange form of `path` for demo@example.com, signed in (card orders need an account with an e-mail). */
async function renderSignedIn(path: string) {
  configureTestSdk(network.baseUrls)
  await authenticateLocal({
    body: { email: 'demo@example.com', password: 'demo-pass-1', browserFingerprint: 'fp-test-0001' },
    throwOnError: true,
  })
  const view = renderExchange(path, network)
  await view.session.refresh()
  return view
}

/** Fills the order (the destination and the terms) once the receive amount is priced, and presses "Exchange now". */
async function orderByCard(user: ReturnType<typeof userEvent.setup>, destination: RegExp, value: string) {
  const field = await screen.findByRole('textbox', { name: destination }, { timeout: 5_000 })
  const receive = screen.getByRole('textbox', { name: 'You get' })
  await waitFor(() => expect((receive as HTMLInputElement).value).not.toBe(''), { timeout: 5_000 })
  await user.click(field)
  await user.paste(value)
  await user.click(screen.getByRole('checkbox', { name: /I accept the terms/ }))
  await user.click(screen.getByRole('button', { name: 'Exchange now' }))
}

const redirectDialog = () =>
  screen.findByRole('dialog', { name: m.order_redirect_title() }, { timeout: 10_000 })

describe('a card order made on the exchange form', { timeout: 30_000 }, () => {
  it('after "Not now" and a reload, still offers the way to the payment page, until an edit dismisses it', async () => {
    const user = userEvent.setup()
    const path = '/?send=usd&receive=btc&amount=200'
    await renderSignedIn(path)
    await orderByCard(user, /^Your BTC address/, BTC_ADDRESS)
    const dialog = await redirectDialog()
    const href = (await screen.findByRole('link', { name: m.order_redirect_continue() })).getAttribute('href')
    expect(href).toMatch(new RegExp(`^https://${PROVIDER_HOST}/checkout/ord_`))
    await user.click(screen.getByRole('button', { name: m.order_redirect_close() }))
    await waitFor(() => expect(dialog.isConnected).toBe(false))
    expect(screen.getByText(m.exchange_redirect_ready())).toBeTruthy()

    // The reload: the same notice, and its button opens the same provider page.
    cleanup()
    renderExchange(path, network)
    expect(await screen.findByText(m.exchange_redirect_ready())).toBeTruthy()
    await user.click(await screen.findByRole('button', { name: m.exchange_redirect_link() }))
    await redirectDialog()
    expect(screen.getByRole('link', { name: m.order_redirect_continue() }).getAttribute('href')).toBe(href)
    await user.click(screen.getByRole('button', { name: m.order_redirect_close() }))

    // Editing the amount dismisses the notice: another reload does not bring it back.
    await user.type(screen.getByRole('textbox', { name: 'You send' }), '0')
    expect(screen.queryByText(m.exchange_redirect_ready())).toBeNull()
    cleanup()
    renderExchange(path, network)
    await screen.findByRole('textbox', { name: /^Your BTC address/ }, { timeout: 5_000 })
    expect(screen.queryByText(m.exchange_redirect_ready())).toBeNull()
  })

  it('comes back only on the page (and in the language) it was made on', async () => {
    const user = userEvent.setup()
    await renderSignedIn('/?send=usd&receive=btc&amount=200')
    await orderByCard(user, /^Your BTC address/, BTC_ADDRESS)
    await redirectDialog()
    cleanup()
    // The same form at /ru: another page (and language) than the one the order was made on.
    window.history.replaceState(null, '', '/ru')
    try {
      renderExchange('/?send=usd&receive=btc&amount=200', network)
      await screen.findByRole('textbox', { name: /^Your BTC address/ }, { timeout: 5_000 })
      expect(screen.queryByText(m.exchange_redirect_ready())).toBeNull()
    } finally {
      window.history.replaceState(null, '', '/')
    }
  })

  it('selling to a card, says the user goes to the provider for the payout, not to pay', async () => {
    const user = userEvent.setup()
    await renderSignedIn('/?send=btc&receive=usd&amount=0.005')
    await orderByCard(user, /^Your card number for USD/, CARD)
    await redirectDialog()
    expect(screen.getByRole('link', { name: m.order_redirect_continue_payout() })).toBeTruthy()
    expect(screen.queryByText(/pay by card/)).toBeNull()
    await user.click(screen.getByRole('button', { name: m.order_redirect_close() }))
    expect(await screen.findByText(m.exchange_redirect_ready_payout())).toBeTruthy()
    expect(screen.queryByText(m.exchange_redirect_ready())).toBeNull()
    expect(screen.getByRole('button', { name: m.exchange_redirect_link_payout() })).toBeTruthy()
  })
  it('can be dismissed by keyboard: the notice goes, focus goes on to "Exchange now", and a reload does not bring it back', async () => {
    const user = userEvent.setup()
    const path = '/?send=usd&receive=btc&amount=200'
    await renderSignedIn(path)
    await orderByCard(user, /^Your BTC address/, BTC_ADDRESS)
    const dialog = await redirectDialog()
    await user.click(screen.getByRole('button', { name: m.order_redirect_close() }))
    await waitFor(() => expect(dialog.isConnected).toBe(false))
    const status = screen.getByText(m.exchange_redirect_ready()).closest('[role="status"]')
    expect(status).not.toBeNull()
    const dismiss = screen.getByRole('button', { name: m.exchange_redirect_dismiss() })
    dismiss.focus()
    await user.keyboard('{Enter}')
    await waitFor(() => expect(screen.queryByText(m.exchange_redirect_ready())).toBeNull())
    expect(screen.queryByRole('button', { name: m.exchange_redirect_link() })).toBeNull()
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Exchange now' }))
    cleanup()
    renderExchange(path, network)
    await screen.findByRole('textbox', { name: /^Your BTC address/ }, { timeout: 5_000 })
    expect(screen.queryByText(m.exchange_redirect_ready())).toBeNull()
  })
})

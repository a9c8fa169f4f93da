import { act, cleanup, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { formatAmount } from '@/lib/format/format'
import { clearNotifications } from '@/lib/notifications'
import { m } from '@/paraglide/messages.js'
import { setLocale } from '@/paraglide/runtime.js'
import { createMockNetwork } from '../../../mocks/node'
import { createOrderId, orderReq } from '../../../mocks/world/test-helpers'
import { orderPath, renderOrderRoute } from './order-test-harness'

// A frozen world clock at the real time, so a fixed rate's expiry is ~20 minutes ahead of Date.now().
const net = createMockNetwork({ now: Date.now() })
const { world } = net
/** Lazily loaded pieces (QR code, dialog) take a while on a first, cold import. */
const LAZY = { timeout: 8_000 }

beforeAll(() => net.server.listen({ onUnhandledFrame: 'error' }))
afterEach(() => {
  cleanup()
  act(() => clearNotifications())
  net.server.resetHandlers()
  setLocale('en', { reload: false })
})
afterAll(() => net.server.close())

const orderOf = (orderId: string) => world.orders.get(orderId).order

/** A FIXED XRP → USDT (TRC20) order: the deposit needs a memo. */
function fixedXrpOrder() {
  const orderId = createOrderId(world, orderReq(world, 'xrp', 'usdttrc20', 100, 'FIXED'))
  return orderOf(orderId)
}

describe('order page: not found', { timeout: 15_000 }, () => {
  it('shows "order not found" for the right id with the wrong destination address (ERR_NOT_FOUND_E)', async () => {
    const order = fixedXrpOrder()
    renderOrderRoute(orderPath(order.orderId, 'TWrongAddressxxxxxxxxxxxxxxxxxxxxx'), net.baseUrls)
    expect(await screen.findByRole('heading', { level: 1, name: m.order_not_found_title() })).toBeTruthy()
    expect(screen.getByText(m.order_not_found_description())).toBeTruthy()
    expect(screen.queryByText(order.depositAddress)).toBeNull()
  })

  it('shows "order not found" for an unknown order (ERR_NOT_FOUND)', async () => {
    renderOrderRoute(orderPath('ord_NOPE0000', 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE'), net.baseUrls)
    expect(await screen.findByRole('heading', { level: 1, name: m.order_not_found_title() })).toBeTruthy()
  })

  it('shows "order not found" without a destination address, without asking the server', async () => {
    const order = fixedXrpOrder()
    const requests: string[] = []
    const listener = ({ request }: { request: Request }) => {
      requests.push(request.url)
    }
    net.server.events.on('request:start', listener)
    renderOrderRoute(orderPath(order.orderId), net.baseUrls)
    expect(await screen.findByRole('heading', { level: 1, name: m.order_not_found_title() })).toBeTruthy()
    net.server.events.removeListener('request:start', listener)
    expect(requests.filter((url) => url.includes('public-info'))).toEqual([])
  })

  it('says it in the user language', async () => {
    setLocale('ru', { reload: false })
    const order = fixedXrpOrder()
    renderOrderRoute(orderPath(order.orderId, 'wrong'), net.baseUrls)
    expect(await screen.findByRole('heading', { level: 1, name: 'Заявка не найдена' })).toBeTruthy()
  })
})

describe('order page: deposit details', { timeout: 15_000 }, () => {
  it('shows where and how much to send, with the memo warning, the rate and what the user gets', async () => {
    const order = fixedXrpOrder()
    renderOrderRoute(orderPath(order.orderId, order.destinationAddress), net.baseUrls)
    const deposit = await screen.findByRole('region', { name: m.order_deposit_title() })
    expect(order.depositAddressMemo).toMatch(/^\d+$/)
    expect(within(deposit).getByText(order.depositAddress)).toBeTruthy()
    expect(within(deposit).getByText(order.depositAddressMemo as string)).toBeTruthy()
    expect(within(deposit).getByText(m.order_deposit_memo_warning())).toBeTruthy()
    expect(within(deposit).getByText('100 XRP')).toBeTruthy()
    // FIXED: the time left until fixedRateExpiresAt (20 minutes in the mock world).
    expect(within(deposit).getByRole('timer').textContent).toMatch(/^(20:00|19:5\d)$/)
    // The QR code is loaded lazily.
    expect(await within(deposit).findByRole('img', { name: m.order_qr_label() }, LAZY)).toBeTruthy()

    const details = screen.getByRole('region', { name: m.order_details_title() })
    const rate = formatAmount(order.claimedPublicRate, 8)
    expect(within(details).getByText(`1 XRP ≈ ${rate} USDT`)).toBeTruthy()
    const get = formatAmount(order.amountToGet, 8)
    expect(within(details).getByText(`${get} USDT`)).toBeTruthy()
    expect(within(details).getByText(order.destinationAddress)).toBeTruthy()
    expect(screen.getByText(m.order_status_creation_end())).toBeTruthy()
  })

  it('shows the amount to send to 8 decimals', async () => {
    const orderId = createOrderId(world, orderReq(world, 'btc', 'usdttrc20', 0.0123456789))
    const order = orderOf(orderId)
    renderOrderRoute(orderPath(orderId, order.destinationAddress), net.baseUrls)
    const deposit = await screen.findByRole('region', { name: m.order_deposit_title() })
    expect(order.expectedDepositAmount).toBe(0.0123456789)
    expect(within(deposit).getByText('0.01234567 BTC')).toBeTruthy()
    // A floating order has no countdown.
    expect(within(deposit).queryByRole('timer')).toBeNull()
  })

  it('copies the deposit address and announces it in a live region', async () => {
    const user = userEvent.setup()
    const order = fixedXrpOrder()
    renderOrderRoute(orderPath(order.orderId, order.destinationAddress), net.baseUrls)
    await user.click(await screen.findByRole('button', { name: m.order_copy_address() }))
    expect(await navigator.clipboard.readText()).toBe(order.depositAddress)
    await waitFor(() =>
      expect(screen.getAllByRole('status').some((el) => el.textContent === m.order_copied())).toBe(true),
    )
  })

  it('copies the amount to send as a plain number while showing it in the locale', async () => {
    setLocale('ru', { reload: false })
    const user = userEvent.setup()
    const orderId = createOrderId(world, orderReq(world, 'usdttrc20', 'eth', 2500.75))
    const order = orderOf(orderId)
    renderOrderRoute(orderPath(orderId, order.destinationAddress), net.baseUrls)
    const deposit = await screen.findByRole('region', { name: m.order_deposit_title() })
    // Shown grouped with a no-break space (the matcher reads it as a space) and a decimal comma.
    expect(within(deposit).getByText('2 500,75 USDT')).toBeTruthy()
    await user.click(within(deposit).getByRole('button', { name: m.order_copy_amount() }))
    // A wallet reads "2 500,75" as another number, or refuses it.
    expect(await navigator.clipboard.readText()).toBe('2500.75')
  })

  it('names the coin of an address without parentheses inside parentheses', async () => {
    for (const locale of ['en', 'ru'] as const) {
      setLocale(locale, { reload: false })
      const orderId = createOrderId(world, orderReq(world, 'usdttrc20', 'usdterc20', 100, 'FIXED'))
      const order = orderOf(orderId)
      renderOrderRoute(orderPath(orderId, order.destinationAddress), net.baseUrls)
      await screen.findByRole('region', { name: m.order_deposit_title() })
      const terms = screen.getAllByRole('term').map((term) => term.textContent ?? '')
      expect(terms.some((term) => term.includes('USDT\u00a0(TRC20)'))).toBe(true)
      expect(terms.filter((term) => /\([^)]*\(/.test(term))).toEqual([])
      cleanup()
    }
  })

  it('puts the pair and amount in the URL once the order is loaded, keeping the address', async () => {
    const order = fixedXrpOrder()
    const { router } = renderOrderRoute(orderPath(order.orderId, order.destinationAddress), net.baseUrls)
    await screen.findByRole('region', { name: m.order_deposit_title() })
    expect(router.state.location.search).toEqual({
      destinationAddress: order.destinationAddress,
      send: 'xrp',
      receive: 'usdttrc20',
      amount: '100',
    })
    // Replaced, not pushed: Back does not return to the URL without the pair.
    expect(router.history.length).toBe(1)
  })
})

describe('order page: payment redirect (fiat orders)', { timeout: 15_000 }, () => {
  /** An order whose redirectUrl is set, as a fiat order's is (the world sets it only for signed-in fiat orders). */
  function orderWithRedirect(url: string) {
    const order = fixedXrpOrder()
    world.orders.get(order.orderId).order.redirectUrl = url
    return order
  }

  it('opens the redirect modal for an allow-listed provider page', async () => {
    const order = orderWithRedirect('https://exchange.mercuryo.io/checkout/abc')
    renderOrderRoute(orderPath(order.orderId, order.destinationAddress), net.baseUrls)
    const dialog = await screen.findByRole('dialog', { name: m.order_redirect_title() }, LAZY)
    expect(
      within(dialog).getByText(m.order_redirect_description({ host: 'exchange.mercuryo.io' })),
    ).toBeTruthy()
    expect(within(dialog).getByRole('link', { name: m.order_redirect_continue() })).toBeTruthy()
  })

  it('refuses a redirect to a host that is not on the list', async () => {
    const user = userEvent.setup()
    const order = orderWithRedirect('https://pay.mock-card-provider.test/checkout/abc')
    renderOrderRoute(orderPath(order.orderId, order.destinationAddress), net.baseUrls)
    const dialog = await screen.findByRole('dialog', { name: m.order_redirect_title() }, LAZY)
    expect(within(dialog).getByText(m.order_redirect_blocked())).toBeTruthy()
    expect(within(dialog).queryByRole('link', { name: m.order_redirect_continue() })).toBeNull()
    await user.click(within(dialog).getByRole('button', { name: m.order_redirect_close() }))
    expect(screen.queryByRole('dialog')).toBeNull()
    // It can be opened again from the page.
    await user.click(screen.getByRole('button', { name: m.order_redirect_open() }))
    expect(await screen.findByRole('dialog', { name: m.order_redirect_title() }, LAZY)).toBeTruthy()
  })
})

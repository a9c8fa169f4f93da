import { act, cleanup, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { m } from '@/paraglide/messages.js'
import { setLocale } from '@/paraglide/runtime.js'
import { createMockNetwork } from '../../../../mocks/node'
import { createOrderId, orderReq } from '../../../../mocks/world/test-helpers'
import { orderPath, renderOrderRoute } from '../order-test-harness'
import { orderQueryOptions } from '../queries'

const net = createMockNetwork({ now: Date.now() })
const { world } = net
/** The demo user (mocks/world/world-seed.ts): signed in, with an e-mail and the card provider's KYC passed. */
const DEMO_USER_ID = 1001

beforeAll(() => net.server.listen({ onUnhandledFrame: 'error' }))
afterEach(() => {
  cleanup()
  net.server.resetHandlers()
  setLocale('en', { reload: false })
})
afterAll(() => net.server.close())

/** The status section's live region: what is read out when the status changes. */
const statusText = async () => {
  const region = await screen.findByRole('region', { name: m.order_status_label() }, { timeout: 8_000 })
  return within(region).getByRole('status').textContent ?? ''
}

/** A card order's page opens the redirect modal by itself (redirect-notice.tsx): "Not now" shows the page. */
async function closeRedirectModal() {
  const user = userEvent.setup()
  const dialog = await screen.findByRole('dialog', { name: m.order_redirect_title() }, { timeout: 8_000 })
  await user.click(within(dialog).getByRole('button', { name: m.order_redirect_close() }))
}

/** A FIXED BTC → USDT order with its deposit in and a fixed-rate problem: RATE_MODE_CHANGED, awaiting the user. */
function orderAwaitingDecision() {
  const orderId = createOrderId(world, orderReq(world, 'btc', 'usdttrc20', 0.01, 'FIXED'))
  world.controls.setOrderScenario(orderId, 'wrong-amount')
  world.controls.advanceOrder(orderId, 'event') // DEPOSIT_REGISTERED
  world.controls.advanceOrder(orderId, 'event') // FIXED_RATE_WRONG_DEPOSIT_AMOUNT_DETECTED + RATE_MODE_CHANGED
  return world.orders.get(orderId).order
}

describe('order status: an order waiting for the user decision', { timeout: 20_000 }, () => {
  it('keeps the spec status and says, under it, that the order waits for the decision and where to make it', async () => {
    const order = orderAwaitingDecision()
    renderOrderRoute(orderPath(order.orderId, order.destinationAddress), net.baseUrls)
    const text = await statusText()
    expect(text).toContain(m.order_status_deposit_registered())
    expect(text).toContain('On hold until you decide: accept the new rate or request a refund below.')
  })

  it('says it in Russian', async () => {
    setLocale('ru', { reload: false })
    const order = orderAwaitingDecision()
    renderOrderRoute(orderPath(order.orderId, order.destinationAddress), net.baseUrls)
    const text = await statusText()
    expect(text).toContain('Депозит получен, ждём подтверждений сети')
    expect(text).toContain(
      'Обмен приостановлен до вашего решения: примите новый курс или запросите возврат ниже.',
    )
  })

  it('for a fixed-rate problem without a rate change (no new rate to accept), points to the warning instead', async () => {
    const order = orderAwaitingDecision()
    const stored = world.orders.get(order.orderId).order
    stored.orderEvents = stored.orderEvents.filter((event) => event.kind !== 'RATE_MODE_CHANGED')
    renderOrderRoute(orderPath(order.orderId, order.destinationAddress), net.baseUrls)
    const text = await statusText()
    expect(text).toContain(m.order_status_decision_fixed())
    expect(text).not.toContain(m.order_accept_rate().toLowerCase())
  })

  it('stops saying it once the new rate is accepted', async () => {
    const user = userEvent.setup()
    const order = orderAwaitingDecision()
    renderOrderRoute(orderPath(order.orderId, order.destinationAddress), net.baseUrls)
    expect(await statusText()).toContain(m.order_status_decision_rate())
    await user.click(await screen.findByRole('button', { name: m.order_accept_rate() }))
    await waitFor(async () => expect(await statusText()).not.toContain(m.order_status_decision_rate()))
  })
})

/** A card order of the demo user, BTC sold to a USD card (`sale`) or USD paid by card for BTC. */
function cardOrder(sale: boolean) {
  const req = sale
    ? orderReq(world, 'btc', 'usd', 0.001, 'FLOATING', { destinationAddress: '4111111111111111' })
    : orderReq(world, 'usd', 'btc', 100)
  const created = world.orders.create(req, { userId: DEMO_USER_ID })
  expect(created).toHaveProperty('redirectUrl')
  const record = world.orders.st.orders.at(-1)
  if (!record) throw new Error('no order')
  return record.order
}

describe('order status: a card order awaiting its deposit', { timeout: 20_000 }, () => {
  it('a sale says the deposit is sent on the provider page that the notice opens, in both locales', async () => {
    for (const [locale, hint, notice] of [
      [
        'en',
        "The payment provider's page shows where to send it: open it with the button below.",
        "This order continues on the payment provider's page: there you send your deposit and receive the payout to your card.",
      ],
      [
        'ru',
        'Куда его отправить, покажет страница платёжного провайдера: откройте её кнопкой ниже.',
        'Эта заявка продолжается на странице платёжного провайдера: там вы отправите депозит и получите выплату на карту.',
      ],
    ] as const) {
      setLocale(locale, { reload: false })
      const order = cardOrder(true)
      renderOrderRoute(orderPath(order.orderId, order.destinationAddress), net.baseUrls)
      await closeRedirectModal()
      const text = await statusText()
      expect(text).toContain(m.order_status_creation_end())
      expect(text).toContain(hint)
      expect(screen.getByText(notice)).toBeTruthy()
      expect(screen.getByRole('button', { name: m.order_redirect_open_payout() })).toBeTruthy()
      // The details name the card number as such, not a "USD (CARD) destination address".
      expect(screen.getByText(m.order_destination_card({ ticker: 'USD' }), { selector: 'dt' })).toBeTruthy()
      cleanup()
    }
  })

  it('a purchase says the deposit is paid by card on the provider page', async () => {
    const order = cardOrder(false)
    renderOrderRoute(orderPath(order.orderId, order.destinationAddress), net.baseUrls)
    await closeRedirectModal()
    expect(await statusText()).toContain(
      "Pay it by card on the payment provider's page: open it with the button below.",
    )
  })

  it('once the deposit is in, no longer sends the user to the provider page (no second payment)', async () => {
    const order = cardOrder(false)
    const { queryClient } = renderOrderRoute(orderPath(order.orderId, order.destinationAddress), net.baseUrls)
    await closeRedirectModal()
    expect(await statusText()).toContain(m.order_status_deposit_at_provider())
    world.controls.advanceOrder(order.orderId, 'event') // the card payment: DEPOSIT_REGISTERED, no confirmations
    const ref = { orderId: order.orderId, destinationAddress: order.destinationAddress }
    await act(() => queryClient.refetchQueries({ queryKey: orderQueryOptions(ref).queryKey }))
    await waitFor(async () => expect(await statusText()).toContain(m.order_status_incoming_funds_detected()))
    expect(await statusText()).not.toContain(m.order_status_deposit_at_provider())
    expect(screen.queryByText(m.order_redirect_notice())).toBeNull()
    expect(screen.queryByRole('button', { name: m.order_redirect_open() })).toBeNull()
  })

  it('a sale being paid out says the payout is on its way, with the payout as the current step', async () => {
    const order = cardOrder(true)
    for (let i = 0; i < 3; i++) world.controls.advanceOrder(order.orderId, 'event')
    expect(world.orders.get(order.orderId).order.orderEvents.at(-1)?.kind).toBe('FUNDS_WITHDRAWAL_START')
    renderOrderRoute(orderPath(order.orderId, order.destinationAddress), net.baseUrls)
    expect(await statusText()).toContain('Sending your payout')
    const steps = screen.getByRole('list', { name: m.order_steps_label() })
    const current = within(steps)
      .getAllByRole('listitem')
      .find((item) => item.getAttribute('aria-current') === 'step')
    expect(current?.textContent).toContain(m.order_step_payout())
  })
})

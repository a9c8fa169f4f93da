import { onlineManager } from '@tanstack/react-query'
import { act, cleanup, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterAll, afterEach, beforeAll, describe, expect, it, onTestFinished } from 'vitest'
import { TOAST_DURATION_MS } from '@/config/constants'
import { formatAmount } from '@/lib/format/format'
import { clearNotifications, getNotifications } from '@/lib/notifications'
import { m } from '@/paraglide/messages.js'
import { createMockNetwork } from '../../../mocks/node'
import { createOrderId, kinds, orderReq } from '../../../mocks/world/test-helpers'
import { orderPath, renderOrderRoute } from './order-test-harness'

const net = createMockNetwork({ now: Date.now() })
const { world } = net
type OrderScenario = Parameters<typeof world.controls.setOrderScenario>[1]

beforeAll(() => net.server.listen({ onUnhandledFrame: 'error' }))
afterEach(() => {
  cleanup()
  act(() => clearNotifications())
  net.server.resetHandlers()
})
afterAll(() => net.server.close())

/** A FIXED BTC → XRP order that met `scenario`: deposit in, the problem detected, the rate mode changed. */
function orderWithProblem(scenario: Exclude<OrderScenario, 'happy'>) {
  const orderId = createOrderId(world, orderReq(world, 'btc', 'xrp', 0.01, 'FIXED'))
  world.controls.setOrderScenario(orderId, scenario)
  world.controls.advanceOrder(orderId, 'event') // DEPOSIT_REGISTERED
  world.controls.advanceOrder(orderId, 'event') // the problem + RATE_MODE_CHANGED
  const { order } = world.orders.get(orderId)
  expect(kinds(order.orderEvents)).toContain('RATE_MODE_CHANGED')
  return order
}

const warningRegion = () => screen.findByRole('region', { name: m.order_warning_title() })

describe('order warnings (docs/product.md §4)', { timeout: 15_000 }, () => {
  it.each([
    ['high-volatility', m.order_warning_high_volatility],
    ['slow-deposit', m.order_warning_slow_deposit],
    ['wrong-amount', m.order_warning_wrong_amount],
  ] as const)('explains the %s cause and the rate change', async (scenario, explanation) => {
    const order = orderWithProblem(scenario)
    renderOrderRoute(orderPath(order.orderId, order.destinationAddress), net.baseUrls)
    const warning = await warningRegion()
    expect(within(warning).getByText(explanation())).toBeTruthy()
    expect(within(warning).getByText(m.order_warning_rate_changed())).toBeTruthy()
    expect(within(warning).getByRole('button', { name: m.order_accept_rate() })).toBeTruthy()
    expect(within(warning).getByRole('button', { name: m.order_request_refund() })).toBeTruthy()
    // The deposit is in: no deposit instructions any more.
    expect(screen.queryByRole('region', { name: m.order_deposit_title() })).toBeNull()
  })

  it('accepting the new rate clears the warnings and the swap goes on', async () => {
    const user = userEvent.setup()
    const order = orderWithProblem('high-volatility')
    renderOrderRoute(orderPath(order.orderId, order.destinationAddress), net.baseUrls)
    await user.click(within(await warningRegion()).getByRole('button', { name: m.order_accept_rate() }))
    await waitFor(() => expect(screen.queryByRole('region', { name: m.order_warning_title() })).toBeNull())
    expect(kinds(world.orders.get(order.orderId).order.orderEvents)).toContain('RATE_MODE_CHANGE_ACCEPTED')
    expect(screen.getByText(m.order_rate_mode_floating())).toBeTruthy()
  })

  it('keeps keyboard focus on the page: accepting hands it to the status, the refund form takes and gives it back', async () => {
    const user = userEvent.setup()
    const order = orderWithProblem('high-volatility')
    renderOrderRoute(orderPath(order.orderId, order.destinationAddress), net.baseUrls)
    const warning = await warningRegion()
    await user.click(within(warning).getByRole('button', { name: m.order_request_refund() }))
    const form = screen.getByRole('form', { name: m.order_refund_title() })
    const address = within(form).getByRole('textbox', { name: m.order_refund_address({ instrument: 'BTC' }) })
    await waitFor(() => expect(document.activeElement).toBe(address))
    await user.click(within(form).getByRole('button', { name: m.order_refund_cancel() }))
    await waitFor(() =>
      expect(document.activeElement).toBe(
        within(warning).getByRole('button', { name: m.order_request_refund() }),
      ),
    )
    await user.click(within(warning).getByRole('button', { name: m.order_accept_rate() }))
    await waitFor(() => expect(screen.queryByRole('region', { name: m.order_warning_title() })).toBeNull())
    expect(document.activeElement).toBe(screen.getByRole('region', { name: m.order_status_label() }))
  })

  it('shows what the floating rate gives now before accepting, near the repriced order', async () => {
    const order = orderWithProblem('high-volatility')
    renderOrderRoute(orderPath(order.orderId, order.destinationAddress), net.baseUrls)
    const warning = await warningRegion()
    const estimate = await within(warning).findByText(/^≈ .+ XRP$/)
    const shown = Number(estimate.textContent?.replace(/[^\d.]/g, ''))
    const repriced = world.orders.get(order.orderId).order.amountToGet
    expect(Math.abs(shown / repriced - 1)).toBeLessThan(0.05)
  })

  it('says the estimate is unknown when it cannot be fetched, and accepting still works', async () => {
    const user = userEvent.setup()
    const order = orderWithProblem('slow-deposit')
    world.controls.failNext('getPublicRate', 'http500')
    renderOrderRoute(orderPath(order.orderId, order.destinationAddress), net.baseUrls)
    const warning = await warningRegion()
    expect(await within(warning).findByText(m.order_estimate_unknown({ currency: 'XRP' }))).toBeTruthy()
    expect(within(warning).queryByText(/^≈ /)).toBeNull()
    await user.click(within(warning).getByRole('button', { name: m.order_accept_rate() }))
    await waitFor(() => expect(screen.queryByRole('region', { name: m.order_warning_title() })).toBeNull())
    expect(kinds(world.orders.get(order.orderId).order.orderEvents)).toContain('RATE_MODE_CHANGE_ACCEPTED')
  })

  it('a refund shows the refund figures, takes the prefilled refund address and is requested', async () => {
    const user = userEvent.setup()
    const order = orderWithProblem('wrong-amount')
    const figures = world.orders.refundInfo(order.orderId, order.destinationAddress)
    renderOrderRoute(orderPath(order.orderId, order.destinationAddress), net.baseUrls)
    await user.click(within(await warningRegion()).getByRole('button', { name: m.order_request_refund() }))

    const form = screen.getByRole('form', { name: m.order_refund_title() })
    const amount = formatAmount(figures.refundAmountWithoutNetworkFee, 8)
    const fee = formatAmount(figures.networkFee, 8)
    expect(await within(form).findByText(`${amount} BTC`)).toBeTruthy()
    expect(within(form).getByText(`${fee} BTC`)).toBeTruthy()
    const address = within(form).getByRole('textbox', { name: m.order_refund_address({ instrument: 'BTC' }) })
    expect((address as HTMLInputElement).value).toBe(order.refundAddress)

    await user.click(within(form).getByRole('button', { name: m.order_refund_submit() }))
    expect(await screen.findByText(m.order_status_refund_requested())).toBeTruthy()
    expect(screen.queryByRole('region', { name: m.order_warning_title() })).toBeNull()
    const stored = world.orders.get(order.orderId)
    expect(kinds(stored.order.orderEvents)).toContain('REFUND_REQUESTED')
    expect(stored.refund).toMatchObject({
      address: order.refundAddress,
      amount: figures.refundAmountWithoutNetworkFee,
    })
  })

  it('refuses an empty or invalid refund address before asking for the refund', async () => {
    const user = userEvent.setup()
    const order = orderWithProblem('slow-deposit')
    renderOrderRoute(orderPath(order.orderId, order.destinationAddress), net.baseUrls)
    await user.click(within(await warningRegion()).getByRole('button', { name: m.order_request_refund() }))
    const form = screen.getByRole('form', { name: m.order_refund_title() })
    await within(form).findByText(m.order_refund_amount())
    const address = within(form).getByRole('textbox', { name: m.order_refund_address({ instrument: 'BTC' }) })

    await user.clear(address)
    await user.click(within(form).getByRole('button', { name: m.order_refund_submit() }))
    expect(await within(form).findByText(m.order_refund_address_empty())).toBeTruthy()

    await user.type(address, 'not-a-bitcoin-address')
    await user.click(within(form).getByRole('button', { name: m.order_refund_submit() }))
    expect(
      await within(form).findByText(m.order_refund_address_incorrect({ instrument: 'BTC' })),
    ).toBeTruthy()
    expect(address.getAttribute('aria-invalid')).toBe('true')
    expect(kinds(world.orders.get(order.orderId).order.orderEvents)).not.toContain('REFUND_REQUESTED')
  })

  it('words a specific reject code (address_reject_iotx) through the error table, never as the code', async () => {
    const user = userEvent.setup()
    const orderId = createOrderId(world, orderReq(world, 'iotx', 'usdttrc20', 2000, 'FIXED'))
    world.controls.setOrderScenario(orderId, 'slow-deposit')
    world.controls.advanceOrder(orderId, 'event')
    world.controls.advanceOrder(orderId, 'event')
    const { order } = world.orders.get(orderId)
    renderOrderRoute(orderPath(order.orderId, order.destinationAddress), net.baseUrls)
    await user.click(within(await warningRegion()).getByRole('button', { name: m.order_request_refund() }))
    const form = screen.getByRole('form', { name: m.order_refund_title() })
    await within(form).findByText(m.order_refund_amount())
    const address = within(form).getByRole('textbox', {
      name: m.order_refund_address({ instrument: 'IOTX' }),
    })
    await user.clear(address)
    // IoTeX's native form, which the backend refuses with its own reject code.
    await user.type(address, `io1${'q'.repeat(38)}`)
    await user.click(within(form).getByRole('button', { name: m.order_refund_submit() }))
    expect(await within(form).findByText(m.error_address_reject_iotx())).toBeTruthy()
    expect(within(form).queryByText('address_reject_iotx')).toBeNull()
    expect(address.getAttribute('aria-invalid')).toBe('true')
  })
})

/** The URLs of the requests the page sends from now on (stop() ends the count). */
function countRequests() {
  const urls: string[] = []
  const listener = ({ request }: { request: Request }) => {
    urls.push(request.url)
  }
  net.server.events.on('request:start', listener)
  return { urls, stop: () => net.server.events.removeListener('request:start', listener) }
}

/** The text of a fact of the exchange details, by its term. */
function detail(term: string): string | null {
  const details = screen.getByRole('region', { name: m.order_details_title() })
  const dt = within(details).queryByText(term, { selector: 'dt' })
  return dt?.parentElement?.querySelector('dd')?.textContent ?? null
}

describe('a decision is submitted once', { timeout: 15_000 }, () => {
  it('while the new rate is being accepted, "Request a refund" is still reached by Tab and does nothing', async () => {
    const user = userEvent.setup()
    const order = orderWithProblem('high-volatility')
    onTestFinished(() => {
      world.controls.latencyMs = 0
    })
    renderOrderRoute(orderPath(order.orderId, order.destinationAddress), net.baseUrls)
    const warning = await warningRegion()
    world.controls.latencyMs = 1_000
    await user.click(within(warning).getByRole('button', { name: m.order_accept_rate() }))
    await user.tab()
    const refund = within(warning).getByRole('button', { name: m.order_request_refund() })
    expect(document.activeElement).toBe(refund)
    expect(refund.getAttribute('aria-disabled')).toBe('true')
    await user.keyboard('{Enter}')
    expect(screen.queryByRole('form', { name: m.order_refund_title() })).toBeNull()
  })

  it('a double click on "Accept the new rate" sends one request', async () => {
    const user = userEvent.setup()
    const order = orderWithProblem('high-volatility')
    renderOrderRoute(orderPath(order.orderId, order.destinationAddress), net.baseUrls)
    const accept = within(await warningRegion()).getByRole('button', { name: m.order_accept_rate() })
    const requests = countRequests()
    await user.dblClick(accept)
    await waitFor(() => expect(screen.queryByRole('region', { name: m.order_warning_title() })).toBeNull())
    requests.stop()
    expect(requests.urls.filter((url) => url.includes('accept-rate-mode-change'))).toHaveLength(1)
    expect(screen.queryByRole('alert')).toBeNull()
  })

  it('after a failed "Accept the new rate" the user can try again, focus still on it', async () => {
    const user = userEvent.setup()
    const order = orderWithProblem('slow-deposit')
    world.controls.failNext('acceptOrderRateModeChange', 'http500')
    renderOrderRoute(orderPath(order.orderId, order.destinationAddress), net.baseUrls)
    const warning = await warningRegion()
    const accept = within(warning).getByRole('button', { name: m.order_accept_rate() })
    accept.focus()
    await user.keyboard('{Enter}')
    expect((await within(warning).findByRole('alert')).textContent).toBe(m.error_internal_server_error())
    expect(document.activeElement).toBe(accept)
    await user.keyboard('{Enter}')
    await waitFor(() => expect(screen.queryByRole('region', { name: m.order_warning_title() })).toBeNull())
    expect(kinds(world.orders.get(order.orderId).order.orderEvents)).toContain('RATE_MODE_CHANGE_ACCEPTED')
  })
})

describe('a decision made while the browser is offline', { timeout: 15_000 }, () => {
  afterEach(() => {
    onlineManager.setOnline(true)
    world.controls.offline = false
  })

  it('"Accept the new rate" says at once that there is no connection, and focus stays on it', async () => {
    const user = userEvent.setup()
    const order = orderWithProblem('high-volatility')
    renderOrderRoute(orderPath(order.orderId, order.destinationAddress), net.baseUrls)
    const warning = await warningRegion()
    const accept = within(warning).getByRole('button', { name: m.order_accept_rate() })
    onlineManager.setOnline(false)
    world.controls.offline = true
    accept.focus()
    await user.keyboard('{Enter}')
    // Not a button spinning until the connection returns, and then a decision sent by itself.
    expect((await within(warning).findByRole('alert')).textContent).toBe(m.error_network())
    expect(document.activeElement).toBe(accept)
    expect(accept.getAttribute('aria-busy')).toBeNull()
  })

  it('"Confirm the refund" says at once that there is no connection', async () => {
    const user = userEvent.setup()
    const order = orderWithProblem('wrong-amount')
    renderOrderRoute(orderPath(order.orderId, order.destinationAddress), net.baseUrls)
    await user.click(within(await warningRegion()).getByRole('button', { name: m.order_request_refund() }))
    const form = screen.getByRole('form', { name: m.order_refund_title() })
    await within(form).findByText(m.order_refund_amount())
    onlineManager.setOnline(false)
    world.controls.offline = true
    await user.click(within(form).getByRole('button', { name: m.order_refund_submit() }))
    expect((await within(form).findByRole('alert')).textContent).toBe(m.error_network())
  })
})

describe('exchange details agree with what happened', { timeout: 15_000 }, () => {
  it('while the decision is pending, the details show the estimate of the card and the rate type agreed', async () => {
    const orderId = createOrderId(world, orderReq(world, 'btc', 'usdterc20', 0.0273, 'FIXED'))
    world.controls.setOrderScenario(orderId, 'slow-deposit')
    world.controls.advanceOrder(orderId, 'event')
    world.controls.advanceOrder(orderId, 'event')
    const { order } = world.orders.get(orderId)
    renderOrderRoute(orderPath(orderId, order.destinationAddress), net.baseUrls)
    const warning = await warningRegion()
    const estimate = await within(warning).findByText(/^≈ /)
    // One way of naming the coin: the ticker, as every other amount on the page.
    expect(estimate.textContent).toMatch(/^≈ [\d.,]+ USDT$/)
    await waitFor(() => expect(detail(m.order_you_get())).toBe(estimate.textContent))
    // The user has not accepted the floating rate yet.
    expect(detail(m.order_rate_mode())).toBe(m.order_rate_mode_fixed_pending())
  })

  it('a refunded order shows what was refunded, and not what the exchange would have paid', async () => {
    const order = orderWithProblem('wrong-amount')
    const figures = world.orders.refundInfo(order.orderId, order.destinationAddress)
    world.orders.requestRefund({
      orderId: order.orderId,
      destinationAddress: order.destinationAddress,
      refundAddress: order.refundAddress as string,
      refundAmount: figures.refundAmountWithoutNetworkFee,
      claimedNetworkFee: figures.networkFee,
    })
    world.controls.advanceOrder(order.orderId, 'event')
    expect(kinds(world.orders.get(order.orderId).order.orderEvents)).toContain('REFUND_COMPLETED')
    renderOrderRoute(orderPath(order.orderId, order.destinationAddress), net.baseUrls)
    expect(await screen.findByText(m.order_status_refund_completed())).toBeTruthy()
    const refunded = `${formatAmount(figures.refundAmountWithoutNetworkFee, 8)} BTC`
    await waitFor(() => expect(detail(m.order_refunded())).toBe(refunded))
    expect(detail(m.order_you_get())).toBeNull()
    // No rate, and not the floating rate type the user declined by asking for the refund.
    expect(detail(m.order_rate())).toBeNull()
    expect(detail(m.order_rate_mode())).toBeNull()
  })

  it('a paid-out order says what the user received, not what they will get', async () => {
    const orderId = createOrderId(world, orderReq(world, 'btc', 'usdttrc20', 0.01))
    world.controls.advanceOrder(orderId, 'end')
    const { order } = world.orders.get(orderId)
    renderOrderRoute(orderPath(orderId, order.destinationAddress), net.baseUrls)
    expect(await screen.findByText(m.order_status_withdrawal_completed())).toBeTruthy()
    expect(detail(m.order_you_get())).toBeNull()
    expect(detail(m.order_you_received())).toBe(`${formatAmount(order.amountToGet, 8)} USDT`)
  })
})

describe('status updates by e-mail', { timeout: 15_000 }, () => {
  const freshOrder = () => {
    const orderId = createOrderId(world, orderReq(world, 'btc', 'usdttrc20', 0.01))
    return world.orders.get(orderId).order
  }

  it('strips a typed plus sign and saves the e-mail', async () => {
    const user = userEvent.setup()
    const order = freshOrder()
    renderOrderRoute(orderPath(order.orderId, order.destinationAddress), net.baseUrls)
    const input = await screen.findByRole('textbox', { name: m.order_email_label() })
    await user.type(input, 'alice+swap@example.com')
    expect((input as HTMLInputElement).value).toBe('aliceswap@example.com')
    await user.click(screen.getByRole('button', { name: m.order_email_submit() }))
    expect(await screen.findByText(m.order_email_saved({ email: 'aliceswap@example.com' }))).toBeTruthy()
    expect(world.orders.get(order.orderId).order.userEmail).toBe('aliceswap@example.com')
  })

  it('refuses an e-mail that does not match the pattern', async () => {
    const user = userEvent.setup()
    const order = freshOrder()
    renderOrderRoute(orderPath(order.orderId, order.destinationAddress), net.baseUrls)
    await user.type(await screen.findByRole('textbox', { name: m.order_email_label() }), 'alice@')
    await user.click(screen.getByRole('button', { name: m.order_email_submit() }))
    expect(await screen.findByText(m.error_email_invalid())).toBeTruthy()
    expect(world.orders.get(order.orderId).order.userEmail).toBeNull()
  })

  it('asks for no e-mail once the order is paid out: no status will change any more', async () => {
    const order = freshOrder()
    world.controls.advanceOrder(order.orderId, 'end')
    expect(kinds(world.orders.get(order.orderId).order.orderEvents)).toContain('WITHDRAWAL_COMPLETED')
    renderOrderRoute(orderPath(order.orderId, order.destinationAddress), net.baseUrls)
    expect(await screen.findByRole('heading', { name: m.order_details_title() })).toBeTruthy()
    expect(screen.queryByRole('textbox', { name: m.order_email_label() })).toBeNull()
  })

  it('shows error_email_already_set in a toast when the order already has one', async () => {
    const user = userEvent.setup()
    const order = freshOrder()
    renderOrderRoute(orderPath(order.orderId, order.destinationAddress), net.baseUrls)
    const input = await screen.findByRole('textbox', { name: m.order_email_label() })
    world.orders.setEmail({ orderId: order.orderId, userEmail: 'first@example.com' })
    await user.type(input, 'second@example.com')
    await user.click(screen.getByRole('button', { name: m.order_email_submit() }))
    const notifications = await screen.findByRole('region', { name: m.notification_region_label() })
    expect(await within(notifications).findByText(m.error_email_already_set())).toBeTruthy()
    expect(world.orders.get(order.orderId).order.userEmail).toBe('first@example.com')
  })

  it('says error_email_already_set for any failure of the server, for 3 s', async () => {
    const user = userEvent.setup()
    const order = freshOrder()
    renderOrderRoute(orderPath(order.orderId, order.destinationAddress), net.baseUrls)
    const input = await screen.findByRole('textbox', { name: m.order_email_label() })
    world.controls.failNext('setOrderEmail', 'http500')
    await user.type(input, 'alice@example.com')
    await user.click(screen.getByRole('button', { name: m.order_email_submit() }))
    const notifications = await screen.findByRole('region', { name: m.notification_region_label() })
    expect(await within(notifications).findByText(m.error_email_already_set())).toBeTruthy()
    expect(getNotifications().at(-1)).toMatchObject({
      message: m.error_email_already_set(),
      durationMs: TOAST_DURATION_MS,
    })
    expect(TOAST_DURATION_MS).toBe(3_000)
  })
})

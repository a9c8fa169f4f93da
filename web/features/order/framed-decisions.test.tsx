import { act, cleanup, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { clearNotifications } from '@/lib/notifications'
import { m } from '@/paraglide/messages.js'
import { createMockNetwork } from '../../../mocks/node'
import { createOrderId, kinds, orderReq } from '../../../mocks/world/test-helpers'
import { orderPath, renderOrderRoute } from './order-test-harness'

// The order page in another site's frame (a page that means to trick a click): the top window's origin is not
// this site's, as lib/safety/cross-site-frame.ts finds by reading it.
vi.mock('@/lib/safety/cross-site-frame', () => ({ inCrossSiteFrame: () => true }))

const net = createMockNetwork({ now: Date.now() })
const { world } = net

beforeAll(() => net.server.listen({ onUnhandledFrame: 'error' }))
afterEach(() => {
  cleanup()
  act(() => clearNotifications())
  net.server.resetHandlers()
})
afterAll(() => net.server.close())

/** A FIXED BTC → XRP order whose fixed rate did not hold: the user may accept the new rate or ask for a refund. */
function orderWithProblem() {
  const orderId = createOrderId(world, orderReq(world, 'btc', 'xrp', 0.01, 'FIXED'))
  world.controls.setOrderScenario(orderId, 'high-volatility')
  world.controls.advanceOrder(orderId, 'event')
  world.controls.advanceOrder(orderId, 'event')
  return world.orders.get(orderId).order
}

const events = (orderId: string) => kinds(world.orders.get(orderId).order.orderEvents)
const warningRegion = () => screen.findByRole('region', { name: m.order_warning_title() })

describe("one-click decisions in another site's frame (clickjacking)", { timeout: 30_000 }, () => {
  it('"Accept the new rate" asks first, on the safe choice; going back sends nothing, confirming accepts', async () => {
    const user = userEvent.setup()
    const order = orderWithProblem()
    renderOrderRoute(orderPath(order.orderId, order.destinationAddress), net.baseUrls)
    const accept = within(await warningRegion()).getByRole('button', { name: m.order_accept_rate() })
    await user.click(accept)
    const ask = await screen.findByRole('dialog', { name: m.order_framed_confirm_accept_title() })
    const back = within(ask).getByRole('button', { name: m.order_framed_confirm_cancel() })
    await waitFor(() => expect(document.activeElement).toBe(back))
    await user.click(back)
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(events(order.orderId)).not.toContain('RATE_MODE_CHANGE_ACCEPTED')

    await user.click(accept)
    const again = await screen.findByRole('dialog', { name: m.order_framed_confirm_accept_title() })
    await user.click(within(again).getByRole('button', { name: m.order_accept_rate() }))
    await waitFor(() => expect(screen.queryByRole('region', { name: m.order_warning_title() })).toBeNull())
    expect(events(order.orderId)).toContain('RATE_MODE_CHANGE_ACCEPTED')
  })

  it('"Confirm the refund" asks first, naming the address; only confirming requests it', async () => {
    const user = userEvent.setup()
    const order = orderWithProblem()
    renderOrderRoute(orderPath(order.orderId, order.destinationAddress), net.baseUrls)
    await user.click(within(await warningRegion()).getByRole('button', { name: m.order_request_refund() }))
    const form = screen.getByRole('form', { name: m.order_refund_title() })
    await waitFor(() => expect(within(form).getAllByText(/ BTC$/).length).toBeGreaterThan(0))
    await user.click(within(form).getByRole('button', { name: m.order_refund_submit() }))
    const ask = await screen.findByRole('dialog', { name: m.order_framed_confirm_refund_title() })
    expect(
      within(ask).getByText(m.order_framed_confirm_refund_text({ address: order.refundAddress ?? '' })),
    ).toBeTruthy()
    await user.click(within(ask).getByRole('button', { name: m.order_framed_confirm_cancel() }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(events(order.orderId)).not.toContain('REFUND_REQUESTED')

    await user.click(within(form).getByRole('button', { name: m.order_refund_submit() }))
    const again = await screen.findByRole('dialog', { name: m.order_framed_confirm_refund_title() })
    await user.click(within(again).getByRole('button', { name: m.order_refund_submit() }))
    expect(await screen.findByText(m.order_status_refund_requested())).toBeTruthy()
    expect(events(order.orderId)).toContain('REFUND_REQUESTED')
  })
})

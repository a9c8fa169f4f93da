import { focusManager } from '@tanstack/react-query'
import { act, cleanup, screen, within } from '@testing-library/react'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { ORDER_POLL_INTERVAL_MS } from '@/config/constants'
import { m } from '@/paraglide/messages.js'
import { createMockNetwork } from '../../../mocks/node'
import { createOrderId, orderReq } from '../../../mocks/world/test-helpers'
import { orderPath, renderOrderRoute } from './order-test-harness'

const net = createMockNetwork({ now: Date.now() })
const { world } = net

/** Counts the order reads (getOrderPublicInfo) the page makes. */
let orderReads = 0
const countReads = ({ request }: { request: Request }) => {
  if (new URL(request.url).pathname === '/api/v1/orders/public-info') orderReads += 1
}

beforeAll(() => {
  net.server.listen({ onUnhandledFrame: 'error' })
  net.server.events.on('request:start', countReads)
})
afterEach(() => {
  cleanup()
  net.server.resetHandlers()
  focusManager.setFocused(undefined)
  vi.useRealTimers()
})
afterAll(() => net.server.close())

const tick = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms))

async function openBtcOrder() {
  const orderId = createOrderId(world, orderReq(world, 'btc', 'usdttrc20', 0.01))
  const { destinationAddress } = world.orders.get(orderId).order
  renderOrderRoute(orderPath(orderId, destinationAddress), net.baseUrls)
  await screen.findByText(m.order_status_creation_end())
  return orderId
}

// Each journey runs the page through several 5 s polls; a loaded machine needs more than the default 5 s.
describe('order polling (docs/product.md §4, §9)', { timeout: 30_000 }, () => {
  it('refetches every 5 s and follows the order to WITHDRAWAL_COMPLETED, then stops', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    const orderId = await openBtcOrder()

    world.controls.advanceOrder(orderId, 'event')
    await tick(ORDER_POLL_INTERVAL_MS - 1000)
    expect(screen.queryByText(m.order_status_deposit_registered())).toBeNull()
    await tick(1000)
    expect(await screen.findByText(m.order_status_deposit_registered())).toBeTruthy()
    expect(screen.getByText(m.order_confirmations({ count: 0, required: 2 }))).toBeTruthy()

    world.controls.advanceOrder(orderId, 'step')
    await tick(ORDER_POLL_INTERVAL_MS)
    expect(await screen.findByText(m.order_confirmations({ count: 1, required: 2 }))).toBeTruthy()

    world.controls.advanceOrder(orderId, 'event')
    await tick(ORDER_POLL_INTERVAL_MS)
    expect(await screen.findByText(m.order_status_incoming_funds_detected())).toBeTruthy()
    const steps = screen.getByRole('list', { name: m.order_steps_label() })
    expect(within(steps).getByRole('listitem', { current: 'step' }).textContent).toContain(
      m.order_step_exchange(),
    )

    world.controls.advanceOrder(orderId, 'end')
    await tick(ORDER_POLL_INTERVAL_MS)
    expect(await screen.findByText(m.order_status_withdrawal_completed())).toBeTruthy()
    expect(within(steps).queryByRole('listitem', { current: 'step' })).toBeNull()

    const readsAtStep3 = orderReads
    await tick(ORDER_POLL_INTERVAL_MS * 4)
    expect(orderReads).toBe(readsAtStep3)
  })

  it('pauses while the tab is in the background and catches up when it is back', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    const orderId = await openBtcOrder()
    await tick(ORDER_POLL_INTERVAL_MS)
    const before = orderReads
    expect(before).toBeGreaterThan(0)

    act(() => focusManager.setFocused(false))
    world.controls.advanceOrder(orderId, 'event')
    await tick(ORDER_POLL_INTERVAL_MS * 3)
    expect(orderReads).toBe(before)
    expect(screen.queryByText(m.order_status_deposit_registered())).toBeNull()

    act(() => focusManager.setFocused(true))
    await tick(ORDER_POLL_INTERVAL_MS)
    expect(await screen.findByText(m.order_status_deposit_registered())).toBeTruthy()
  })
})

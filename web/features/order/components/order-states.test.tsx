import { cleanup, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { m } from '@/paraglide/messages.js'
import { createMockNetwork } from '../../../../mocks/node'
import { createOrderId, orderReq } from '../../../../mocks/world/test-helpers'
import { orderPath, renderOrderRoute } from '../order-test-harness'

const net = createMockNetwork({ now: Date.now() })
const { world } = net

beforeAll(() => net.server.listen({ onUnhandledFrame: 'error' }))
afterEach(() => {
  cleanup()
  net.server.resetHandlers()
})
afterAll(() => net.server.close())

/** The order read fails `times` times: a first load and its two retries (queries.ts) make one failed load. */
function failOrderReads(times: number) {
  for (let i = 0; i < times; i++) world.controls.failNext('getOrderPublicInfo', 'http500')
}

/** Opens an order whose first load fails, and presses "Try again" from the keyboard; the retry fails too if asked. */
async function retryFailedLoad({ failAgain = false } = {}) {
  const user = userEvent.setup()
  const orderId = createOrderId(world, orderReq(world, 'btc', 'usdttrc20', 0.01))
  const { destinationAddress } = world.orders.get(orderId).order
  failOrderReads(3)
  renderOrderRoute(orderPath(orderId, destinationAddress), net.baseUrls)
  const retry = await screen.findByRole('button', { name: m.order_retry() }, { timeout: 8_000 })
  if (failAgain) failOrderReads(3)
  retry.focus()
  await user.keyboard('{Enter}')
  return retry
}

describe('order load error: "Try again" by keyboard', { timeout: 30_000 }, () => {
  it('hands focus to the order status once the order loads, not to <body>', async () => {
    await retryFailedLoad()
    const status = await screen.findByRole('region', { name: m.order_status_label() }, { timeout: 8_000 })
    await waitFor(() => expect(document.activeElement).toBe(status))
  })

  it('announces once, in a live region, that the retry failed too, and why', async () => {
    const user = userEvent.setup()
    const orderId = createOrderId(world, orderReq(world, 'btc', 'usdttrc20', 0.01))
    const { destinationAddress } = world.orders.get(orderId).order
    failOrderReads(3)
    renderOrderRoute(orderPath(orderId, destinationAddress), net.baseUrls)
    const first = await screen.findByRole('button', { name: m.order_retry() }, { timeout: 8_000 })
    // The first failure is the page itself (its heading and message): nothing is announced over it.
    const spoken = () => screen.queryAllByRole('status').map((status) => status.textContent ?? '')
    expect(spoken().filter(Boolean)).toEqual([])
    const reason = screen.getByRole('heading', { level: 1 }).nextElementSibling?.textContent ?? ''
    expect(reason).not.toBe('')
    failOrderReads(3)
    first.focus()
    await user.keyboard('{Enter}')
    await waitFor(() => expect(first.isConnected).toBe(false))
    await screen.findByRole('button', { name: m.order_retry() }, { timeout: 8_000 })
    await waitFor(() => expect(spoken().filter(Boolean)).toEqual([m.order_load_error_again({ reason })]))
    expect(m.order_load_error_again({ reason })).toContain('Tried again')
  })

  it('puts focus back on "Try again" when the retry fails too', async () => {
    const first = await retryFailedLoad({ failAgain: true })
    await waitFor(() => expect(first.isConnected).toBe(false))
    const again = await screen.findByRole('button', { name: m.order_retry() }, { timeout: 8_000 })
    await waitFor(() => expect(document.activeElement).toBe(again))
  })
})

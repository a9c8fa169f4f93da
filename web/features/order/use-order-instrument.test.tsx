import { cleanup, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { m } from '@/paraglide/messages.js'
import { createMockNetwork } from '../../../mocks/node'
import { orderReq } from '../../../mocks/world/test-helpers'
import { orderPath, renderOrderRoute } from './order-test-harness'

const net = createMockNetwork({ now: Date.now() })
const { world } = net
/** The demo user (mocks/world/world-seed.ts): signed in, with an e-mail and the card provider's KYC passed. */
const DEMO_USER_ID = 1001

/** Every instrument list the page asked for, as its query string. */
const listQueries: string[] = []
beforeAll(() => {
  net.server.listen({ onUnhandledFrame: 'error' })
  net.server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url)
    if (url.pathname === '/api/v2/instruments/public') listQueries.push(url.search)
  })
})
afterEach(() => {
  cleanup()
  net.server.resetHandlers()
  listQueries.length = 0
})
afterAll(() => net.server.close())

/** A sale of BTC to a USD card by the demo user, with USD listed or no longer listed. */
function cardSale(usdListed: boolean) {
  const usd = world.catalog.bySlug('usd')
  if (!usd) throw new Error('no usd')
  const created = world.orders.create(
    orderReq(world, 'btc', 'usd', 0.001, 'FLOATING', { destinationAddress: '4111111111111111' }),
    { userId: DEMO_USER_ID },
  )
  expect(created).toHaveProperty('redirectUrl')
  usd.meta.isActive = usdListed
  const order = world.orders.st.orders.at(-1)?.order
  if (!order) throw new Error('no order')
  return { order, restore: () => (usd.meta.isActive = true) }
}

async function openPastRedirect(order: { orderId: string; destinationAddress: string }) {
  renderOrderRoute(orderPath(order.orderId, order.destinationAddress), net.baseUrls)
  const dialog = await screen.findByRole('dialog', { name: m.order_redirect_title() }, { timeout: 8_000 })
  await userEvent.setup().click(within(dialog).getByRole('button', { name: m.order_redirect_close() }))
}

describe('the instruments an order names', { timeout: 20_000 }, () => {
  it('come from the offered lists (crypto and card providers), without asking for every instrument', async () => {
    const { order } = cardSale(true)
    await openPastRedirect(order)
    expect(
      await screen.findByText(m.order_destination_card({ ticker: 'USD' }), { selector: 'dt' }),
    ).toBeTruthy()
    expect(listQueries).toEqual(
      expect.arrayContaining(['?providers=lp-alpha%2Clp-beta', '?providers=mercuryo']),
    )
    expect(listQueries.some((query) => query.includes('all=true'))).toBe(false)
  })

  it('an old order’s instrument that is no longer offered is found among every instrument (all=true)', async () => {
    const { order, restore } = cardSale(false)
    try {
      await openPastRedirect(order)
      // The sale is still named a payout to a card: USD is known to be fiat though no list offers it now.
      expect(
        await screen.findByText(m.order_destination_card({ ticker: 'USD' }), { selector: 'dt' }),
      ).toBeTruthy()
      expect(listQueries).toContain('?all=true')
    } finally {
      restore()
    }
  })
})

import { logout } from '@sdk/gen/api/sdk.gen'
import { cleanup, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { afterEach, describe, expect, it } from 'vitest'
import { m } from '@/paraglide/messages.js'
import { setLocale } from '@/paraglide/runtime.js'
import { setupSdkTestNetwork } from '@/test/sdk-test-network'
import { OrderHistory } from './components/order-history'
import { renderLedgerSection, signInAs } from './ledger-test-harness'

const network = setupSdkTestNetwork()
const { world } = network

afterEach(async () => {
  cleanup()
  await logout().catch(() => {})
  world.reset()
  setLocale('en', { reload: false })
})

/** The section with its page held here (the route keeps it in the URL: history-page.test.tsx). */
function PagedHistory() {
  const [page, setPage] = useState(0)
  return <OrderHistory page={page} onPage={setPage} />
}

describe('order history', { timeout: 15_000 }, () => {
  it("lists the user's orders newest first with pair, amounts and status, ten a page", async () => {
    await signInAs('demo@example.com', 'demo-pass-1')
    const [newest] = world.account.orderHistory(1001).items
    renderLedgerSection(<PagedHistory />)
    const list = await screen.findByRole('list', { name: m.history_title() })
    const rows = within(list).getAllByRole('listitem')
    expect(rows).toHaveLength(10)
    const first = rows[0] as HTMLElement
    expect(newest).toBeDefined()
    if (!newest) return
    const { instrumentFrom, instrumentTo } = newest.pair
    expect(
      within(first).getByText(
        new RegExp(`^${instrumentFrom.currencyTitle}.* → ${instrumentTo.currencyTitle}`),
      ),
    ).toBeTruthy()
    expect(within(first).getByText(m.order_status_withdrawal_completed())).toBeTruthy()
    expect(
      within(first).getByRole('link', { name: m.history_open_order({ orderId: newest.orderId }) }),
    ).toBeTruthy()
    await userEvent.click(screen.getByRole('button', { name: m.pager_older() }))
    expect(await screen.findByText(m.pager_page({ page: 2, pages: 2 }))).toBeTruthy()
    expect(
      within(screen.getByRole('list', { name: m.history_title() })).getAllByRole('listitem'),
    ).toHaveLength(4)
  })

  it('opens the order page with the destination address the order route asks for', async () => {
    await signInAs('demo@example.com', 'demo-pass-1')
    const [newest] = world.account.orderHistory(1001).items
    if (!newest) throw new Error('the demo user has orders')
    renderLedgerSection(<PagedHistory />)
    const link = await screen.findByRole('link', { name: m.history_open_order({ orderId: newest.orderId }) })
    await userEvent.click(link)
    expect(
      await screen.findByRole('heading', {
        name: `order ${newest.orderId} for ${newest.destinationAddress}`,
      }),
    ).toBeTruthy()
  })

  it('shows the statuses in Russian', async () => {
    setLocale('ru', { reload: false })
    await signInAs('demo@example.com', 'demo-pass-1')
    renderLedgerSection(<PagedHistory />)
    const list = await screen.findByRole('list', { name: 'Ваши заявки' })
    expect(within(list).getAllByText(m.order_status_withdrawal_completed()).length).toBeGreaterThan(0)
  })

  it('shows the empty state to a user without orders', async () => {
    await signInAs('new@example.com', 'new-pass-1')
    renderLedgerSection(<PagedHistory />)
    expect(await screen.findByText(m.history_empty())).toBeTruthy()
  })

  it('offers a retry when the list fails to load', async () => {
    await signInAs('demo@example.com', 'demo-pass-1')
    world.controls.failNext('listOrderHistory', 'http503')
    renderLedgerSection(<PagedHistory />)
    const alert = await screen.findByRole('alert')
    await userEvent.click(within(alert).getByRole('button', { name: m.error_retry() }))
    expect(await screen.findByRole('list', { name: m.history_title() })).toBeTruthy()
  })
})

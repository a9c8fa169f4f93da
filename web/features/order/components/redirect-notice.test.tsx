import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { cleanup, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Suspense } from 'react'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { m } from '@/paraglide/messages.js'
import { configureTestSdk } from '@/test/sdk-test-network'
import { createMockNetwork } from '../../../../mocks/node'
import { OrderRedirectNotice, RedirectNotice } from './redirect-notice'

const net = createMockNetwork()
beforeAll(() => net.server.listen({ onUnhandledFrame: 'error' }))
afterEach(() => {
  cleanup()
  net.server.resetHandlers()
})
afterAll(() => net.server.close())

const URL = 'https://pay.mock-card-provider.test/checkout/1'
/** A provider page on the built-in allow-list (the mocks' provider host is allowed only by .env.mock). */
const ALLOWED_URL = 'https://exchange.mercuryo.io/checkout/1'

describe('RedirectNotice', () => {
  it('opens the redirect modal by itself, and closing it leaves focus on the button that opens it again', async () => {
    const user = userEvent.setup()
    render(<RedirectNotice url={URL} purpose="payment" />)
    const dialog = await screen.findByRole('dialog', { name: m.order_redirect_title() })
    await user.click(await screen.findByRole('button', { name: m.order_redirect_close() }))
    await waitFor(() => expect(dialog.isConnected).toBe(false))
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('button', { name: m.order_redirect_open() })),
    )
  })
})

describe('OrderRedirectNotice', () => {
  const renderFor = (receive: string) => {
    configureTestSdk(net.baseUrls)
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } })
    render(
      <QueryClientProvider client={queryClient}>
        <Suspense fallback={null}>
          <OrderRedirectNotice url={ALLOWED_URL} receive={{ slug: receive }} />
        </Suspense>
      </QueryClientProvider>,
    )
  }

  it('for a sale to a card (fiat received), speaks of the payout, not of paying', async () => {
    renderFor('usd')
    expect(await screen.findByText(m.order_redirect_notice_payout())).toBeTruthy()
    expect(screen.queryByText(m.order_redirect_notice())).toBeNull()
    // The modal opens by itself, hiding the page behind it from the accessibility tree.
    expect(screen.getByRole('button', { name: m.order_redirect_open_payout(), hidden: true })).toBeTruthy()
    const dialog = await screen.findByRole('dialog', { name: m.order_redirect_title() })
    expect(
      within(dialog).getByText(m.order_redirect_description_payout({ host: 'exchange.mercuryo.io' })),
    ).toBeTruthy()
    expect(within(dialog).queryByText(/pay by card/)).toBeNull()
    expect(within(dialog).getByRole('link', { name: m.order_redirect_continue_payout() })).toBeTruthy()
  })

  it('for a card purchase (crypto received), says the order is paid by card', async () => {
    renderFor('btc')
    expect(await screen.findByText(m.order_redirect_notice())).toBeTruthy()
    const dialog = await screen.findByRole('dialog', { name: m.order_redirect_title() })
    expect(within(dialog).getByRole('link', { name: m.order_redirect_continue() })).toBeTruthy()
  })
})

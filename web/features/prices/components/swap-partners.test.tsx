import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  RouterProvider,
} from '@tanstack/react-router'
import { act, cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { setupSdkTestNetwork } from '@/test/sdk-test-network'
import { SwapPartners } from './swap-partners'

setupSdkTestNetwork()

afterEach(cleanup)

const pairParams = (send: string, receive: string) => ({ pair: `${send}-${receive}`, send, receive })

/** BTC's swap links in a real router (they link to /exchange-{pair}), on the mock world's pairs and instruments. */
async function renderPartners() {
  const root = createRootRoute()
  const page = createRoute({
    getParentRoute: () => root,
    path: '/price/btc',
    component: () => <SwapPartners symbol="btc" ticker="BTC" pairParams={pairParams} />,
  })
  const exchange = createRoute({ getParentRoute: () => root, path: '/exchange-{$pair}' })
  const router = createRouter({
    routeTree: root.addChildren([page, exchange]),
    history: createMemoryHistory({ initialEntries: ['/price/btc'] }),
  })
  render(
    <QueryClientProvider client={new QueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  )
  await act(() => router.load())
}

describe('SwapPartners', () => {
  it('names a token partner with its network and a fiat partner by its code alone, never its CARD', async () => {
    await renderPartners()
    expect(await screen.findByRole('link', { name: 'USD → BTC' })).toBeDefined()
    expect(screen.getByRole('link', { name: 'BTC → USDT\u00a0(TRC20)' })).toBeDefined()
    expect(screen.queryAllByRole('link').filter((link) => link.textContent?.includes('CARD'))).toEqual([])
  })
})

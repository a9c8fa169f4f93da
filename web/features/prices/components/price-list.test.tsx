import type { Instrument } from '@sdk/gen/api/types.gen'
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  RouterProvider,
} from '@tanstack/react-router'
import { act, cleanup, render, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { PriceList } from './price-list'

const coin = (slug: string, ticker: string, name: string, network: string, fiat = false): Instrument => ({
  slug,
  currencyTitle: ticker,
  currencyFriendlyTitle: name,
  networkTitle: network,
  price: 1,
  bestChangeName: ticker,
  currencyLogoLink: '',
  instrumentType: fiat ? 'fiat' : 'crypto',
  requiresMemo: false,
  precisionDecimals: 8,
})

const instruments = [
  coin('btc', 'BTC', 'Bitcoin', 'BTC'),
  coin('usdttrc20', 'USDT', 'Tether', 'TRC20'),
  coin('usdterc20', 'USDT', 'Tether', 'ERC20'),
  coin('usdtton', 'USDT', 'Tether', 'TON'),
  coin('usd', 'USD', 'US Dollar', 'CARD', true),
]

/** The list in a real router (its rows link to /price/$symbol). */
async function renderList() {
  const root = createRootRoute()
  const list = createRoute({
    getParentRoute: () => root,
    path: '/price',
    component: () => <PriceList instruments={instruments} search={{}} onSearchChange={() => {}} />,
  })
  const coinPage = createRoute({ getParentRoute: () => root, path: '/price/$symbol' })
  const router = createRouter({
    routeTree: root.addChildren([list, coinPage]),
    history: createMemoryHistory({ initialEntries: ['/price'] }),
  })
  render(<RouterProvider router={router} />)
  await act(() => router.load())
}

afterEach(() => {
  cleanup()
})

describe('PriceList', () => {
  it('names each row after its ticker and network, so the same ticker on three networks reads as three rows', async () => {
    await renderList()
    const names = within(await screen.findByRole('table'))
      .getAllByRole('link')
      .map((link) => link.textContent)
    expect(new Set(names).size).toBe(names.length)
    expect(screen.getByRole('link', { name: 'USDT Tether TRC20' })).toBeDefined()
    expect(screen.getByRole('link', { name: 'USDT Tether TON' })).toBeDefined()
  })

  it('gives a coin on its own network and a fiat currency no network badge', async () => {
    await renderList()
    expect(screen.getByRole('link', { name: 'BTC Bitcoin' })).toBeDefined()
    expect(screen.getByRole('link', { name: 'USD US Dollar' })).toBeDefined()
    // Nor a cell of its own: the list has no Network column, which wrote the catalogue's 'CARD' for every fiat.
    expect(screen.queryByText('CARD')).toBeNull()
  })
})

import { QueryClient } from '@tanstack/react-query'
import {
  createLazyRoute,
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
} from '@tanstack/react-router'
import { act, screen } from '@testing-library/react'
import { expect, it, vi } from 'vitest'
import { startApp } from './start-app'

it("a page without pre-rendered HTML loads its route's code while the navigation rules still run", async () => {
  // The rules of every navigation (the redirect lookup among them) have not answered yet.
  let answerRules = () => {}
  const rules = new Promise<void>((resolve) => {
    answerRules = resolve
  })
  const rootRoute = createRootRoute({ beforeLoad: () => rules, component: Outlet })
  const loadOrderCode = vi.fn(async () => createLazyRoute('/order/$id')({ component: () => <h1>Order</h1> }))
  const orderRoute = createRoute({ getParentRoute: () => rootRoute, path: '/order/$id' }).lazy(loadOrderCode)
  const router = createRouter({
    routeTree: rootRoute.addChildren([orderRoute]),
    history: createMemoryHistory({ initialEntries: ['/order/ord_1'] }),
  })
  const container = document.body.appendChild(document.createElement('div'))

  await act(() => startApp({ container, queryClient: new QueryClient(), router }))
  expect(loadOrderCode).toHaveBeenCalledTimes(1)
  expect(screen.queryByRole('heading', { name: 'Order' })).toBeNull()

  await act(async () => answerRules())
  expect(await screen.findByRole('heading', { name: 'Order' })).toBeDefined()
  expect(loadOrderCode).toHaveBeenCalledTimes(1)
})

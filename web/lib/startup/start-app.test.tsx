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

it('a shell page stays as the server sent it until the page has loaded, then the app renders the page over it', async () => {
  let answerOrder = () => {}
  const order = new Promise<void>((resolve) => {
    answerOrder = resolve
  })
  const rootRoute = createRootRoute({ component: Outlet })
  const orderRoute = createRoute({
    getParentRoute: () => rootRoute,
    path: '/order/$id',
    loader: () => order,
    component: () => <h1>Order ord_1, awaiting the deposit</h1>,
    pendingComponent: () => <h1>Pending</h1>,
    pendingMs: 0,
  })
  const router = createRouter({
    routeTree: rootRoute.addChildren([orderRoute]),
    history: createMemoryHistory({ initialEntries: ['/order/ord_1'] }),
  })
  const container = document.body.appendChild(document.createElement('div'))
  container.innerHTML = '<main><h1>Order ord_1</h1><div aria-busy="true"></div></main>'
  const shellHeading = container.querySelector('h1')

  let started: Promise<void> | undefined
  await act(async () => {
    started = startApp({ container, queryClient: new QueryClient(), router })
  })
  // No pending component and no blank page over the shell while the order loads.
  expect(container.querySelector('h1')).toBe(shellHeading)
  expect(screen.queryByRole('heading', { name: 'Pending' })).toBeNull()

  await act(async () => {
    answerOrder()
    await started
  })
  expect(await screen.findByRole('heading', { name: 'Order ord_1, awaiting the deposit' })).toBeDefined()
  expect(shellHeading?.isConnected).toBe(false)
  expect(container.querySelectorAll('h1')).toHaveLength(1)
})

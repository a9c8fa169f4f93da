import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
  redirect,
} from '@tanstack/react-router'
import { act, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { openLink, openTelegramLink } from '@tma.js/sdk-react'
import { afterEach, expect, it, vi } from 'vitest'
import { useTelegramLinks } from './use-telegram-links'

vi.mock('@tma.js/sdk-react', () => ({ openTelegramLink: vi.fn(), openLink: vi.fn() }))
afterEach(() => vi.clearAllMocks())

/** The site in small: /telegram is a server-defined redirect to the bot (docs/product.md §2 rule 6), as the mocks have it. */
function renderMiniApp() {
  const root = createRootRoute({
    beforeLoad: ({ location, preload }) => {
      if (location.pathname === '/telegram' && !preload) {
        throw redirect({ href: 'https://t.me/example_bot', reloadDocument: true })
      }
    },
    component: function Layer() {
      useTelegramLinks()
      return <Outlet />
    },
  })
  const home = createRoute({ getParentRoute: () => root, path: '/', component: () => <h1>Home</h1> })
  const support = createRoute({
    getParentRoute: () => root,
    path: '/support',
    component: () => (
      <>
        <h1>Support</h1>
        <a href="/telegram">Open the Telegram bot</a>
        <a href="https://example.com/fees">Fees</a>
      </>
    ),
  })
  const router = createRouter({
    routeTree: root.addChildren([home, support]),
    history: createMemoryHistory({ initialEntries: ['/', '/support'], initialIndex: 1 }),
  })
  render(<RouterProvider router={router} />)
  return router
}

it('opens the support link to the Telegram bot inside Telegram and keeps the mini-app on the page', async () => {
  const router = renderMiniApp()
  await userEvent.click(await screen.findByRole('link', { name: 'Open the Telegram bot' }))

  await vi.waitFor(() => expect(openTelegramLink).toHaveBeenCalledWith('https://t.me/example_bot'))
  await vi.waitFor(() => expect(router.state.location.pathname).toBe('/support'))
  expect(screen.getByRole('heading', { name: 'Support' })).toBeTruthy()
  // Telegram's back button then goes to the page before, not to the link's address.
  act(() => router.history.back())
  expect(await screen.findByRole('heading', { name: 'Home' })).toBeTruthy()
})

it('opens a link to another site with openLink, by keyboard too, and stays on the page', async () => {
  const router = renderMiniApp()
  ;(await screen.findByRole('link', { name: 'Fees' })).focus()
  await userEvent.keyboard('{Enter}')

  expect(openLink).toHaveBeenCalledWith('https://example.com/fees')
  expect(openTelegramLink).not.toHaveBeenCalled()
  expect(router.state.location.pathname).toBe('/support')
})

import { authenticateLocal, logout } from '@sdk/gen/api/sdk.gen'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import {
  createMemoryHistory,
  createRootRouteWithContext,
  createRouter,
  RouterProvider,
} from '@tanstack/react-router'
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { afterEach, expect, it, vi } from 'vitest'
import type { RouterContext } from '@/lib/router-context'
import { createSessionStore, type SessionStore } from '@/lib/session/session-store'
import { m } from '@/paraglide/messages.js'
import { setupSdkTestNetwork } from '@/test/sdk-test-network'
import { AccountSlot } from './account-slot'

// The account menu's code loads apart from the page (account-slot.tsx): here it arrives when the test says so.
const menuCode = vi.hoisted(() => {
  let arrive = () => {}
  const arrived = new Promise<void>((resolve) => {
    arrive = resolve
  })
  return { arrived, arrive: () => arrive() }
})
vi.mock('./account-menu', async (importOriginal) => {
  await menuCode.arrived
  return importOriginal()
})

const network = setupSdkTestNetwork()
let session: SessionStore | undefined
afterEach(async () => {
  cleanup()
  session?.dispose()
  await logout() // jsdom: MSW keeps the session cookie in its own store
  localStorage.clear()
})

const DEMO = { email: 'demo@example.com', password: 'demo-pass-1' }

/** The header's account slot for the mock world's demo user, signed in through the SDK. */
async function renderSignedIn() {
  const queryClient = new QueryClient()
  session = createSessionStore({ queryClient, sdkEvents: network.sdk.events })
  await authenticateLocal({
    body: { ...DEMO, browserFingerprint: 'fp-account-slot-test' },
    throwOnError: true,
  })
  await session.refresh()
  const root = createRootRouteWithContext<RouterContext>()({ component: AccountSlot })
  const router = createRouter({
    routeTree: root,
    context: { queryClient, sdkEvents: network.sdk.events, session },
    history: createMemoryHistory({ initialEntries: ['/'] }),
  })
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  )
}

// The menu's code can only arrive once per module graph, so the one moment that lost presses is the whole test.
it('a press that starts on the placeholder and ends after the menu’s code arrived opens the menu', async () => {
  await renderSignedIn()
  const name = m.auth_account_menu_label({ name: DEMO.email })
  const placeholder = await screen.findByRole('button', { name })
  expect(placeholder.getAttribute('aria-expanded')).toBeNull()

  fireEvent.pointerDown(placeholder, { button: 0, pointerType: 'mouse' })
  menuCode.arrive()
  // The menu's own button replaces the placeholder mid-press; the press ends there.
  const trigger = await waitFor(() => {
    const button = screen.getByRole('button', { name })
    expect(button).not.toBe(placeholder)
    return button
  })
  fireEvent.pointerUp(trigger, { button: 0, pointerType: 'mouse' })
  fireEvent.click(trigger)

  const menu = await screen.findByRole('menu')
  expect(menu.textContent).toContain(DEMO.email)
  expect(trigger.getAttribute('aria-expanded')).toBe('true')
})

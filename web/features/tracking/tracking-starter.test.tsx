import { QueryClient } from '@tanstack/react-query'
import {
  createMemoryHistory,
  createRootRouteWithContext,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
} from '@tanstack/react-router'
import { act, cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, onTestFinished, vi } from 'vitest'
import { FINGERPRINT_COOKIE_NAME, FIRST_VISIT_UTM_COOKIE_NAME } from '@/config/constants'
import { env } from '@/config/env'
import { deleteCookie, readCookie } from '@/lib/cookies'
import type { RouterContext } from '@/lib/router-context'
import type { TrackingUserType } from '@/lib/session/account-rules'
import { m } from '@/paraglide/messages.js'
import { TEST_VISITOR_ID } from '@/test/fingerprint-stand-in'
import { TrackingStarter } from './tracking-starter'

// Loaded up front, so the starter's dynamic import answers at once.
await import('./start-tracking')

function renderWithRouter(userType: TrackingUserType, start = '/') {
  const root = createRootRouteWithContext<RouterContext>()({
    component: () => (
      <>
        <TrackingStarter />
        <Outlet />
      </>
    ),
  })
  const page = (path: string) =>
    createRoute({ getParentRoute: () => root, path, component: () => <p>{path}</p> })
  const session = { getState: () => ({ trackingUserType: userType }) }
  const router = createRouter({
    routeTree: root.addChildren([page('/'), page('/support'), page('/order/$id')]),
    history: createMemoryHistory({ initialEntries: [start] }),
    context: { queryClient: new QueryClient(), session } as unknown as RouterContext,
  })
  render(<RouterProvider router={router as never} />)
  return router
}

const pageViews = () => (window.dataLayer ?? []).filter((event) => event.event === 'page_view')

afterEach(() => {
  cleanup()
  window.dataLayer = []
  deleteCookie(FIRST_VISIT_UTM_COOKIE_NAME)
  deleteCookie(FINGERPRINT_COOKIE_NAME)
})

describe('TrackingStarter', () => {
  it('pushes a page_view for the first page and each new path, with the user type', async () => {
    const router = renderWithRouter('guest')
    await act(() => router.load())
    await vi.waitFor(() => expect(pageViews()).toHaveLength(1))
    expect(pageViews()).toEqual([
      expect.objectContaining({ event: 'page_view', page_path: '/', user_type: 'guest', language: 'en' }),
    ])

    await act(() => router.navigate({ to: '/support' }))
    await act(() => router.navigate({ to: '/support', search: { tab: 'faq' } as never }))
    expect(pageViews().map((event) => event.page_path)).toEqual(['/', '/support'])
  })

  it("never sends an order's destination address or Telegram's launch data to analytics", async () => {
    const query = 'send=btc&destinationAddress=TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE'
    const router = renderWithRouter('guest', `/order/ord_1?${query}#tgWebAppData=user%3D1%26hash%3Dx`)
    await act(() => router.load())
    await vi.waitFor(() => expect(pageViews()).toHaveLength(1))
    const [view] = pageViews()
    expect(view).toMatchObject({ page_path: '/order/ord_1' })
    expect(String(view?.page_location)).toMatch(/\/order\/ord_1\?send=btc$/)
    expect(JSON.stringify(window.dataLayer)).not.toMatch(/TQn9Y2kh|tgWebAppData/)
  })

  it('tracks a signed-in user as authorized', async () => {
    const router = renderWithRouter('authorized')
    await act(() => router.load())
    await vi.waitFor(() => expect(pageViews().at(-1)).toMatchObject({ user_type: 'authorized' }))
  })

  it('computes the browser fingerprint into the u_id cookie once the page is idle', async () => {
    const router = renderWithRouter('guest')
    await act(() => router.load())
    await vi.waitFor(() => expect(readCookie(FINGERPRINT_COOKIE_NAME)).toBe(TEST_VISITOR_ID))
  })

  it('with a tag manager configured, asks for consent after the first render; without one, asks nothing', async () => {
    const question = () => screen.queryByRole('region', { name: m.tracking_consent_title() })
    env.tagManagerId = 'GTM-ABC123'
    onTestFinished(() => {
      env.tagManagerId = null
    })
    renderWithRouter('guest')
    expect(await screen.findByRole('region', { name: m.tracking_consent_title() })).toBeTruthy()
    cleanup()
    window.dataLayer = []

    env.tagManagerId = null
    const router = renderWithRouter('guest')
    await act(() => router.load())
    await vi.waitFor(() => expect(pageViews()).toHaveLength(1))
    expect(question()).toBeNull()
    expect(document.querySelector('script[data-tag-manager]')).toBeNull()
  })
})

import { logout } from '@sdk/gen/api/sdk.gen'
import { cleanup, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, onTestFinished, vi } from 'vitest'
import { m } from '@/paraglide/messages.js'
import { renderApp } from '@/test/render-app'
import { setupSdkTestNetwork } from '@/test/sdk-test-network'
import { signInThroughGuard } from '@/test/sign-in-through-guard'

// /profile/history as the app renders it (the real route, its ?page= search param, its guard), against the mock
// world: the demo user has 14 orders, two pages of ten.
// The first test compiles the app's lazily loaded parts (the login dialog, the page): slow on a busy machine.
vi.setConfig({ testTimeout: 60_000 })
const network = setupSdkTestNetwork()

afterEach(async () => {
  cleanup()
  await logout().catch(() => {})
  network.world.reset()
})

/** Opens `path` as the demo user: the guard sends a guest home with the login dialog, and back after signing in. */
async function openHistory(path: string) {
  const user = userEvent.setup()
  const app = await renderApp(path, network)
  onTestFinished(app.dispose)
  await signInThroughGuard(user)
  await waitFor(() => expect(app.router.state.location.pathname).toBe('/profile/history'))
  return app
}

const rows = async () =>
  within(await screen.findByRole('list', { name: m.history_title() })).getAllByRole('listitem')

describe('the history page', () => {
  it('opens the page the address names (?page=2)', async () => {
    await openHistory('/profile/history?page=2')
    expect(await screen.findByText(m.pager_page({ page: 2, pages: 2 }))).toBeTruthy()
    expect(await rows()).toHaveLength(4)
  })

  it('writes the page into the address, and leaves it out on the first page', async () => {
    const user = userEvent.setup()
    const { router } = await openHistory('/profile/history')
    expect(await rows()).toHaveLength(10)
    await user.click(screen.getByRole('button', { name: m.pager_older() }))
    await waitFor(() => expect(router.state.location.search).toEqual({ page: '2' }))
    expect(await screen.findByText(m.pager_page({ page: 2, pages: 2 }))).toBeTruthy()
    // On the last page Older is unavailable, yet keeps the focus it had (a disabled one dropped it to the page),
    // and pressing it again goes nowhere.
    const older = screen.getByRole('button', { name: m.pager_older() })
    expect(older.getAttribute('aria-disabled')).toBe('true')
    expect(document.activeElement).toBe(older)
    await user.click(older)
    expect(router.state.location.search).toEqual({ page: '2' })

    await user.click(screen.getByRole('button', { name: m.pager_newer() }))
    await waitFor(() => expect(router.state.location.search).toEqual({}))
    expect(await screen.findByText(m.pager_page({ page: 1, pages: 2 }))).toBeTruthy()
  })

  it.each(['0', '-1', 'two', '1.5'])('opens the first page for ?page=%s', async (page) => {
    await openHistory(`/profile/history?page=${page}`)
    expect(await screen.findByText(m.pager_page({ page: 1, pages: 2 }))).toBeTruthy()
    expect(await rows()).toHaveLength(10)
  })

  it('says a page past the end does not exist, and Newer leads to the last one', async () => {
    const user = userEvent.setup()
    const { router } = await openHistory('/profile/history?page=7')
    expect(await screen.findByText(m.history_page_missing({ pages: 2 }))).toBeTruthy()
    await user.click(screen.getByRole('button', { name: m.pager_newer() }))
    await waitFor(() => expect(router.state.location.search).toEqual({ page: '2' }))
    expect(await rows()).toHaveLength(4)
  })
})

import { logout } from '@sdk/gen/api/sdk.gen'
import { cleanup, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { m } from '@/paraglide/messages.js'
import { setupSdkTestNetwork } from '@/test/sdk-test-network'
import { renderAuthApp } from './testing/render-auth-app'

// Whole journeys through real forms and a real router: slower than a unit test on a busy machine.
vi.setConfig({ testTimeout: 20_000 })

const network = setupSdkTestNetwork()
const calls: string[] = []

beforeAll(async () => {
  // The lazily loaded parts, compiled once up front so the first test's findBy waits do not time out.
  await Promise.all([import('./auth-dialog'), import('@/components/layout/account-menu')])
  network.server.events.on('request:start', ({ request }) => {
    calls.push(`${request.method} ${new URL(request.url).pathname}`)
  })
})
beforeEach(() => {
  calls.length = 0
})
afterEach(async () => {
  cleanup()
  await logout() // jsdom: MSW keeps the session cookie in its own store
  localStorage.clear()
  sessionStorage.clear()
})

const count = (call: string) => calls.filter((seen) => seen === call).length
const LOGIN = 'POST /api/v1/users/local/authenticate'

/**
 * The open dialog, once it takes pointer input: Radix turns the page's pointer events off as the dialog mounts and
 * back on for the dialog in an effect just after, and a click in between fails (seen on a loaded machine).
 */
async function dialog() {
  const open = await screen.findByRole('dialog')
  await waitFor(() => expect(open.style.pointerEvents).toBe('auto'))
  return open
}
const emailField = (scope: HTMLElement) => within(scope).getByRole('textbox', { name: m.auth_email_label() })
const passwordField = (scope: HTMLElement) => within(scope).getByLabelText(m.auth_password_label())

/** The error text a field is described by (aria-describedby), as a user of a screen reader hears it. */
const describedText = (field: HTMLElement) =>
  (field.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent)
    .join(' ')

async function openLogin(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('button', { name: m.auth_sign_in() }))
  const login = await dialog()
  expect(within(login).getByRole('heading', { name: m.auth_login_title() })).toBeTruthy()
  return login
}

describe('login dialog', () => {
  it('signs in from the header, fetches the account data and shows the account menu', async () => {
    const user = userEvent.setup({ delay: null })
    const { session } = renderAuthApp({ sdkEvents: network.sdk.events })
    const login = await openLogin(user)
    await user.type(emailField(login), 'demo@example.com')
    await user.type(passwordField(login), 'demo-pass-1')
    await user.click(within(login).getByRole('button', { name: m.auth_login_submit() }))

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(
      await screen.findByRole('button', { name: m.auth_account_menu_label({ name: 'demo@example.com' }) }),
    ).toBeTruthy()
    expect(session.getState()).toMatchObject({ isSignedIn: true, trackingUserType: 'authorized' })
    expect(count(LOGIN)).toBe(1)
    expect(count('GET /api/v1/users/account-data')).toBe(1)
  })

  it('shows invalid credentials on both fields and keeps what was typed', async () => {
    const user = userEvent.setup({ delay: null })
    const { session } = renderAuthApp({ sdkEvents: network.sdk.events })
    const login = await openLogin(user)
    await user.type(emailField(login), 'demo@example.com')
    await user.type(passwordField(login), 'wrong-pass-9')
    await user.click(within(login).getByRole('button', { name: m.auth_login_submit() }))

    await waitFor(() => expect(emailField(login).getAttribute('aria-invalid')).toBe('true'))
    expect(passwordField(login).getAttribute('aria-invalid')).toBe('true')
    expect(describedText(emailField(login))).toContain(m.error_invalid_credentials())
    expect(describedText(passwordField(login))).toContain(m.error_invalid_credentials())
    expect(emailField(login)).toHaveProperty('value', 'demo@example.com')
    expect(passwordField(login)).toHaveProperty('value', 'wrong-pass-9')
    expect(session.getState().isSignedIn).toBe(false)
  })

  it('clears invalid credentials from both fields once either is edited', async () => {
    const user = userEvent.setup({ delay: null })
    renderAuthApp({ sdkEvents: network.sdk.events })
    const login = await openLogin(user)
    await user.type(emailField(login), 'demo@example.com')
    await user.type(passwordField(login), 'wrong-pass-9')
    await user.click(within(login).getByRole('button', { name: m.auth_login_submit() }))
    await waitFor(() => expect(passwordField(login).getAttribute('aria-invalid')).toBe('true'))

    await user.type(emailField(login), 'x')

    expect(describedText(emailField(login))).not.toContain(m.error_invalid_credentials())
    expect(describedText(passwordField(login))).not.toContain(m.error_invalid_credentials())
    expect(passwordField(login).getAttribute('aria-invalid')).toBeNull()
  })

  it('checks the e-mail pattern before calling the server', async () => {
    const user = userEvent.setup({ delay: null })
    renderAuthApp({ sdkEvents: network.sdk.events })
    const login = await openLogin(user)
    await user.type(emailField(login), 'not-an-email')
    await user.type(passwordField(login), 'whatever-1')
    await user.click(within(login).getByRole('button', { name: m.auth_login_submit() }))
    await waitFor(() => expect(describedText(emailField(login))).toContain(m.error_email_invalid()))
    expect(count(LOGIN)).toBe(0)
  })

  it('sends one request for a double submit', async () => {
    network.world.controls.latencyMs = 150
    const user = userEvent.setup({ delay: null })
    renderAuthApp({ sdkEvents: network.sdk.events })
    const login = await openLogin(user)
    await user.type(emailField(login), 'demo@example.com')
    await user.type(passwordField(login), 'demo-pass-1')
    const submit = within(login).getByRole('button', { name: m.auth_login_submit() })
    await user.dblClick(submit)
    await user.keyboard('{Enter}')
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(count(LOGIN)).toBe(1)
  })

  it('shows a failure that belongs to no field as an alert', async () => {
    network.world.controls.failNext('authenticateLocal', 'http503')
    const user = userEvent.setup({ delay: null })
    renderAuthApp({ sdkEvents: network.sdk.events })
    const login = await openLogin(user)
    await user.type(emailField(login), 'demo@example.com')
    await user.type(passwordField(login), 'demo-pass-1')
    await user.click(within(login).getByRole('button', { name: m.auth_login_submit() }))
    expect((await within(login).findByRole('alert')).textContent).toBe(m.error_service_unavailable())
    expect(emailField(login)).toHaveProperty('value', 'demo@example.com')
  })
})

describe('focus after the dialogs (WAI-ARIA dialog pattern)', () => {
  it('goes back to "Sign in" when the login dialog is closed', async () => {
    const user = userEvent.setup({ delay: null })
    renderAuthApp({ sdkEvents: network.sdk.events })
    const signIn = await screen.findByRole('button', { name: m.auth_sign_in() })
    const login = await openLogin(user)
    await user.click(within(login).getByRole('button', { name: m.auth_dialog_close() }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    await waitFor(() => expect(document.activeElement).toBe(signIn))
  })

  it('goes to the main content after signing in, "Sign in" being gone', async () => {
    const user = userEvent.setup({ delay: null })
    renderAuthApp({ sdkEvents: network.sdk.events })
    const login = await openLogin(user)
    await user.type(emailField(login), 'demo@example.com')
    await user.type(passwordField(login), 'demo-pass-1')
    await user.click(within(login).getByRole('button', { name: m.auth_login_submit() }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('main')))
  })

  it('stays in the next dialog on a switch, and goes back to "Sign in" when that one is closed', async () => {
    const user = userEvent.setup({ delay: null })
    renderAuthApp({ sdkEvents: network.sdk.events })
    const signIn = await screen.findByRole('button', { name: m.auth_sign_in() })
    const login = await openLogin(user)
    await user.click(within(login).getByRole('button', { name: m.auth_to_register() }))
    const register = await screen.findByRole('dialog', { name: m.auth_register_title() })
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(document.activeElement).toBe(emailField(register))

    await user.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    await waitFor(() => expect(document.activeElement).toBe(signIn))
  })
})

describe('the guard (docs/product.md §6)', () => {
  it('sends a guest from /profile/info home with the login dialog open, and back after signing in', async () => {
    const user = userEvent.setup({ delay: null })
    const { router } = renderAuthApp({ sdkEvents: network.sdk.events, path: '/profile/info' })
    const login = await dialog()
    expect(router.state.location.pathname).toBe('/')
    expect(router.state.location.search).toEqual({ redirect: '/profile/info' })

    await user.type(emailField(login), 'demo@example.com')
    await user.type(passwordField(login), 'demo-pass-1')
    await user.click(within(login).getByRole('button', { name: m.auth_login_submit() }))
    expect(await screen.findByRole('heading', { name: 'profile info' })).toBeTruthy()
    expect(router.state.location.pathname).toBe('/profile/info')
  })

  it('drops the return path when the guest closes the dialog', async () => {
    const user = userEvent.setup({ delay: null })
    const { router } = renderAuthApp({ sdkEvents: network.sdk.events, path: '/profile/info' })
    const login = await dialog()
    await user.click(within(login).getByRole('button', { name: m.auth_dialog_close() }))
    await waitFor(() => expect(router.state.location.search).toEqual({}))
    expect(screen.queryByRole('dialog')).toBeNull()
  })

  it('takes a signed-in user from /lk to /profile/info, refreshing the account data on the way', async () => {
    const user = userEvent.setup({ delay: null })
    const { router } = renderAuthApp({ sdkEvents: network.sdk.events, path: '/blog' })
    const login = await openLogin(user)
    await user.type(emailField(login), 'demo@example.com')
    await user.type(passwordField(login), 'demo-pass-1')
    await user.click(within(login).getByRole('button', { name: m.auth_login_submit() }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    const before = count('GET /api/v1/users/account-data')

    await router.navigate({ to: '/lk' })
    expect(await screen.findByRole('heading', { name: 'profile info' })).toBeTruthy()
    expect(router.state.location.pathname).toBe('/profile/info')
    expect(count('GET /api/v1/users/account-data')).toBe(before + 1)
  })

  it('sends the user home when the session is lost on an account page', async () => {
    const user = userEvent.setup({ delay: null })
    const { router } = renderAuthApp({ sdkEvents: network.sdk.events, path: '/profile/info' })
    const login = await dialog()
    await user.type(emailField(login), 'demo@example.com')
    await user.type(passwordField(login), 'demo-pass-1')
    await user.click(within(login).getByRole('button', { name: m.auth_login_submit() }))
    await screen.findByRole('heading', { name: 'profile info' })

    network.sdk.events.emit('sessionReset', { reason: 'unauthorized', operationId: 'listApiKeys' })
    await waitFor(() => expect(router.state.location.pathname).toBe('/'))
    expect(await screen.findByRole('button', { name: m.auth_sign_in() })).toBeTruthy()
  })
})

describe('account menu', () => {
  it('shows the admin badge and logs out to the home page', async () => {
    const user = userEvent.setup({ delay: null })
    const { router, session } = renderAuthApp({ sdkEvents: network.sdk.events, path: '/blog' })
    const login = await openLogin(user)
    await user.type(emailField(login), 'admin@example.com')
    await user.type(passwordField(login), 'admin-pass-1')
    await user.click(within(login).getByRole('button', { name: m.auth_login_submit() }))

    const trigger = await screen.findByRole('button', {
      name: m.auth_account_menu_label({ name: 'admin@example.com' }),
    })
    expect(within(trigger).getByText(m.auth_account_admin_badge())).toBeTruthy()
    trigger.focus()
    await user.keyboard('{Enter}')
    const menu = await screen.findByRole('menu')
    await user.click(within(menu).getByRole('menuitem', { name: m.auth_logout() }))

    await waitFor(() => expect(session.getState().isSignedIn).toBe(false))
    expect(router.state.location.pathname).toBe('/')
    expect(count('POST /api/v1/users/authentication/logout')).toBe(1)
    expect(await screen.findByRole('button', { name: m.auth_sign_in() })).toBeTruthy()
  })
})

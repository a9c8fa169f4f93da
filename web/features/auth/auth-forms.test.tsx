import { logout } from '@sdk/gen/api/sdk.gen'
import { cleanup, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { IN_SESSION_REGISTRATION_STORAGE_KEY } from '@/config/constants'
import { useAuthDialog } from '@/lib/session/auth-dialog-context'
import { m } from '@/paraglide/messages.js'
import { setupSdkTestNetwork } from '@/test/sdk-test-network'
import { renderAuthApp } from './testing/render-auth-app'

// Whole journeys through real forms and a real router: slower than a unit test on a busy machine.
vi.setConfig({ testTimeout: 20_000 })

const network = setupSdkTestNetwork()
const calls: string[] = []

beforeAll(async () => {
  await import('./auth-dialog')
  network.server.events.on('request:start', ({ request }) => {
    calls.push(`${request.method} ${new URL(request.url).pathname}`)
  })
})
beforeEach(() => {
  calls.length = 0
})
afterEach(async () => {
  cleanup()
  await logout()
  localStorage.clear()
  sessionStorage.clear()
})

const count = (call: string) => calls.filter((seen) => seen === call).length
const textbox = (scope: HTMLElement, name: string) => within(scope).getByRole('textbox', { name })
const byLabel = (scope: HTMLElement, label: string) => within(scope).getByLabelText(label)
const describedText = (field: HTMLElement) =>
  (field.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent)
    .join(' ')

async function openDialog(user: ReturnType<typeof userEvent.setup>, link: string, title: string) {
  await user.click(await screen.findByRole('button', { name: m.auth_sign_in() }))
  const login = await screen.findByRole('dialog')
  // Radix turns the page's pointer events off as the dialog opens and the dialog's own back on a render later;
  // a click in between is refused as one on an element with `pointer-events: none`, so it is tried again.
  await waitFor(() => user.click(within(login).getByRole('button', { name: link })))
  const next = await screen.findByRole('dialog')
  await within(next).findByRole('heading', { name: title })
  return next
}

async function fillRegistration(
  user: ReturnType<typeof userEvent.setup>,
  form: HTMLElement,
  values: { email: string; password: string; confirm: string; terms?: boolean },
) {
  await user.type(textbox(form, m.auth_email_label()), values.email)
  await user.type(byLabel(form, m.auth_password_label()), values.password)
  await user.type(byLabel(form, m.auth_password_confirm_label()), values.confirm)
  if (values.terms !== false)
    await user.click(within(form).getByRole('checkbox', { name: m.auth_terms_label() }))
  await user.click(within(form).getByRole('button', { name: m.auth_register_submit() }))
}

describe('register dialog', () => {
  it('registers, sets the in-session flag, signs in and fetches the account data', async () => {
    const user = userEvent.setup({ delay: null })
    const { session } = renderAuthApp({ sdkEvents: network.sdk.events })
    const form = await openDialog(user, m.auth_to_register(), m.auth_register_title())
    await fillRegistration(user, form, {
      email: 'fresh-1@example.com',
      password: 'fresh-pass-1',
      confirm: 'fresh-pass-1',
    })

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(session.getState()).toMatchObject({ isSignedIn: true })
    expect(session.getState().account?.email).toBe('fresh-1@example.com')
    expect(sessionStorage.getItem(IN_SESSION_REGISTRATION_STORAGE_KEY)).toBe('true')
    expect(calls).toEqual(
      expect.arrayContaining([
        'POST /api/v1/users/local/create',
        'POST /api/v1/users/local/authenticate',
        'GET /api/v1/users/account-data',
      ]),
    )
  })

  it('shows an already registered e-mail on the login field', async () => {
    const user = userEvent.setup({ delay: null })
    renderAuthApp({ sdkEvents: network.sdk.events })
    const form = await openDialog(user, m.auth_to_register(), m.auth_register_title())
    await fillRegistration(user, form, {
      email: 'demo@example.com',
      password: 'demo-pass-1',
      confirm: 'demo-pass-1',
    })

    const email = textbox(form, m.auth_email_label())
    await waitFor(() => expect(describedText(email)).toContain(m.error_user_already_registered()))
    expect(email.getAttribute('aria-invalid')).toBe('true')
    expect(byLabel(form, m.auth_password_label()).getAttribute('aria-invalid')).toBeNull()
  })

  it('refuses a mismatched confirmation and unaccepted terms without calling the server', async () => {
    const user = userEvent.setup({ delay: null })
    renderAuthApp({ sdkEvents: network.sdk.events })
    const form = await openDialog(user, m.auth_to_register(), m.auth_register_title())
    await fillRegistration(user, form, {
      email: 'fresh-2@example.com',
      password: 'fresh-pass-1',
      confirm: 'fresh-pass-2',
      terms: false,
    })

    const confirm = byLabel(form, m.auth_password_confirm_label())
    await waitFor(() => expect(describedText(confirm)).toContain(m.error_password_mismatch()))
    const terms = within(form).getByRole('checkbox', { name: m.auth_terms_label() })
    expect(describedText(terms)).toContain(m.error_agree_privacy())
    expect(count('POST /api/v1/users/local/create')).toBe(0)
  })

  it('links the terms in the checkbox label to the legal docs pages, in a new tab', async () => {
    const user = userEvent.setup({ delay: null })
    renderAuthApp({ sdkEvents: network.sdk.events })
    const form = await openDialog(user, m.auth_to_register(), m.auth_register_title())
    const terms = within(form).getByRole('checkbox', { name: m.auth_terms_label() })
    const privacy = within(form).getByRole('link', { name: m.terms_privacy_link() })
    const service = within(form).getByRole('link', { name: m.terms_service_link() })
    expect(privacy.getAttribute('href')).toBe('/docs/privacy-policy')
    expect(service.getAttribute('href')).toBe('/docs/terms-of-service')
    for (const link of [privacy, service]) {
      expect(link.getAttribute('target')).toBe('_blank')
      expect(describedText(link)).toBe(m.link_new_tab())
    }
    // The text around the links still ticks the box.
    await user.click(within(form).getByText(/^I accept the/))
    expect(terms).toHaveProperty('checked', true)
  })

  it('carries the typed e-mail over from the login dialog', async () => {
    const user = userEvent.setup({ delay: null })
    renderAuthApp({ sdkEvents: network.sdk.events })
    await user.click(await screen.findByRole('button', { name: m.auth_sign_in() }))
    const login = await screen.findByRole('dialog')
    await user.type(textbox(login, m.auth_email_label()), 'carry@example.com')
    await user.click(within(login).getByRole('button', { name: m.auth_to_register() }))
    const register = await screen.findByRole('dialog')
    await within(register).findByRole('heading', { name: m.auth_register_title() })
    expect(textbox(register, m.auth_email_label())).toHaveProperty('value', 'carry@example.com')
  })
})

describe('restore and new password dialogs', () => {
  it('sends a code, refuses a wrong one on the code field, then changes the password and opens the login', async () => {
    const user = userEvent.setup({ delay: null })
    const { session } = renderAuthApp({ sdkEvents: network.sdk.events })
    const restore = await openDialog(user, m.auth_to_restore(), m.auth_restore_title())
    await user.type(textbox(restore, m.auth_email_label()), 'new@example.com')
    await user.click(within(restore).getByRole('button', { name: m.auth_restore_submit() }))

    // docs/product.md §4: after a reset code is sent the new-password dialog opens, with the e-mail filled in.
    const resetTitle = await screen.findByRole('heading', { name: m.auth_new_password_title() })
    const reset = resetTitle.closest('[role="dialog"]') as HTMLElement
    expect(textbox(reset, m.auth_email_label())).toHaveProperty('value', 'new@example.com')
    const code = network.world.controls.lastResetCode('new@example.com')
    expect(code).toMatch(/^\d{6}$/)

    const codeField = textbox(reset, m.auth_reset_code_label())
    await user.type(codeField, code === '000000' ? '111111' : '000000')
    await user.type(byLabel(reset, m.auth_new_password_label()), 'changed-pass-7')
    await user.type(byLabel(reset, m.auth_password_confirm_label()), 'changed-pass-7')
    await user.click(within(reset).getByRole('button', { name: m.auth_new_password_submit() }))
    await waitFor(() => expect(describedText(codeField)).toContain(m.error_invalid_password_reset_code()))
    expect(codeField.getAttribute('aria-invalid')).toBe('true')

    await user.clear(codeField)
    await user.type(codeField, code ?? '')
    await user.click(within(reset).getByRole('button', { name: m.auth_new_password_submit() }))

    // docs/product.md §4: after a password reset the login dialog opens.
    const login = await screen.findByRole('heading', { name: m.auth_login_title() })
    const loginDialog = login.closest('[role="dialog"]') as HTMLElement
    expect(within(loginDialog).getByRole('status').textContent).toBe(m.auth_password_changed())
    expect(textbox(loginDialog, m.auth_email_label())).toHaveProperty('value', 'new@example.com')
    await user.type(byLabel(loginDialog, m.auth_password_label()), 'changed-pass-7')
    await user.click(within(loginDialog).getByRole('button', { name: m.auth_login_submit() }))
    await waitFor(() => expect(session.getState().isSignedIn).toBe(true))
  })
})

/** A feature asking for the e-mail confirmation (the exchange flow does, docs/product.md §4 ckm A/B). */
function AsksForEmail() {
  const { confirmEmail } = useAuthDialog()
  const [answer, setAnswer] = useState('none yet')
  return (
    <>
      <button
        type="button"
        onClick={async () => setAnswer(String(await confirmEmail({ email: 'typo@example' })))}
      >
        ask
      </button>
      <output>{answer}</output>
    </>
  )
}

describe('e-mail confirmation dialog', () => {
  it('checks the e-mail and hands the confirmed one back; dismissing answers null', async () => {
    const user = userEvent.setup({ delay: null })
    renderAuthApp({ sdkEvents: network.sdk.events, extra: <AsksForEmail /> })
    await user.click(await screen.findByRole('button', { name: 'ask' }))
    const confirm = await screen.findByRole('dialog', { name: m.auth_email_confirmation_title() })
    const email = textbox(confirm, m.auth_email_label())
    expect(email).toHaveProperty('value', 'typo@example')
    await user.click(within(confirm).getByRole('button', { name: m.auth_email_confirmation_submit() }))
    await waitFor(() => expect(describedText(email)).toContain(m.error_email_invalid()))

    await user.clear(email)
    await user.type(email, ' me@example.com ')
    await user.click(within(confirm).getByRole('button', { name: m.auth_email_confirmation_submit() }))
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('me@example.com'))
    expect(screen.queryByRole('dialog')).toBeNull()

    await user.click(screen.getByRole('button', { name: 'ask' }))
    const again = await screen.findByRole('dialog', { name: m.auth_email_confirmation_title() })
    await user.click(within(again).getByRole('button', { name: m.auth_dialog_close() }))
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('null'))
  })
})

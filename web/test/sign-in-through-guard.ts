// Test support (imported by *.test.tsx only): an account page of the whole app (render-app.tsx) opened as the seeded
// demo user, the way a guest gets there: the guard sends them home with the login dialog, and back after signing in.
import { screen, waitFor, within } from '@testing-library/react'
import type userEvent from '@testing-library/user-event'
import { expect } from 'vitest'
import { m } from '@/paraglide/messages.js'

/** Signs in (as demo@example.com unless told) in the login dialog the guard opened. */
export async function signInThroughGuard(
  user: ReturnType<typeof userEvent.setup>,
  { email, password } = { email: 'demo@example.com', password: 'demo-pass-1' },
): Promise<void> {
  // The dialog's code loads on first use: slow the first time on a busy machine.
  const login = await screen.findByRole('dialog', { name: m.auth_login_title() }, { timeout: 10_000 })
  await waitFor(() => expect(login.style.pointerEvents).not.toBe('none'))
  await user.type(within(login).getByRole('textbox', { name: m.auth_email_label() }), email)
  await user.type(within(login).getByLabelText(m.auth_password_label()), password)
  await user.click(within(login).getByRole('button', { name: m.auth_login_submit() }))
}

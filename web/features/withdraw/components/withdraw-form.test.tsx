import { logout } from '@sdk/gen/api/sdk.gen'
import { onlineManager } from '@tanstack/react-query'
import { cleanup, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, onTestFinished, vi } from 'vitest'
import { m } from '@/paraglide/messages.js'
import { emulateFocusFixup } from '@/test/focus-fixup'
import { renderApp } from '@/test/render-app'
import { setupSdkTestNetwork } from '@/test/sdk-test-network'
import { signInThroughGuard } from '@/test/sign-in-through-guard'

// The withdraw page as the app renders it, against the mock world: demo@example.com holds 76.905051 USDT (TRC20) of
// affiliate balance, the server's minimum is 10 USDT (mocks/world/affiliates.ts).
// The first test compiles the app's lazily loaded parts (the login dialog, the page): slow on a busy machine.
vi.setConfig({ testTimeout: 60_000 })
const network = setupSdkTestNetwork()

afterEach(async () => {
  cleanup()
  await logout().catch(() => {})
  network.world.reset()
})

describe('the withdraw form', () => {
  it('gives focus back to the Withdraw button when the success dialog closes', async () => {
    const user = userEvent.setup()
    onTestFinished(emulateFocusFixup())
    const app = await renderApp('/profile/withdraw', network)
    onTestFinished(app.dispose)
    await signInThroughGuard(user)
    const form = await screen.findByRole('form', { name: m.withdraw_form_title() })
    await user.type(
      within(form).getByLabelText(m.withdraw_address_label({ network: 'TRC20' })),
      `T${'1'.repeat(33)}`,
    )
    await user.type(within(form).getByLabelText(m.withdraw_amount_label({ currency: 'USDT' })), '12.5')
    const submit = within(form).getByRole('button', { name: m.withdraw_submit() })
    await user.click(submit)

    const success = await screen.findByRole('dialog', { name: m.withdraw_success_title() })
    await waitFor(() => expect(success.style.pointerEvents).not.toBe('none'))
    await user.click(within(success).getByRole('button', { name: m.withdraw_success_close() }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    await waitFor(() => expect(document.activeElement).toBe(submit))
  })

  it('offline, says at once that there is no connection and keeps what was typed (nothing sent later)', async () => {
    const user = userEvent.setup()
    const app = await renderApp('/profile/withdraw', network)
    onTestFinished(app.dispose)
    onTestFinished(() => {
      onlineManager.setOnline(true)
      network.world.controls.offline = false
    })
    await signInThroughGuard(user)
    const form = await screen.findByRole('form', { name: m.withdraw_form_title() })
    const address = within(form).getByLabelText(m.withdraw_address_label({ network: 'TRC20' }))
    await user.type(address, `T${'1'.repeat(33)}`)
    await user.type(within(form).getByLabelText(m.withdraw_amount_label({ currency: 'USDT' })), '12.5')
    onlineManager.setOnline(false)
    network.world.controls.offline = true
    await user.click(within(form).getByRole('button', { name: m.withdraw_submit() }))
    expect((await within(form).findByRole('alert')).textContent).toContain(m.error_network())
    expect((address as HTMLInputElement).value).toBe(`T${'1'.repeat(33)}`)
  })
})

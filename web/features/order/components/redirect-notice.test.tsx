import { cleanup, render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it } from 'vitest'
import { m } from '@/paraglide/messages.js'
import { RedirectNotice } from './redirect-notice'

afterEach(cleanup)

describe('RedirectNotice', () => {
  it('opens the redirect modal by itself, and closing it leaves focus on the button that opens it again', async () => {
    const user = userEvent.setup()
    render(<RedirectNotice url="https://pay.mock-card-provider.test/checkout/1" />)
    const dialog = await screen.findByRole('dialog', { name: m.order_redirect_title() })
    await user.click(await screen.findByRole('button', { name: m.order_redirect_close() }))
    await waitFor(() => expect(dialog.isConnected).toBe(false))
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('button', { name: m.order_redirect_open() })),
    )
  })
})

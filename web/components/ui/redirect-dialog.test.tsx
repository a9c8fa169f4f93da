import { cleanup, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { m } from '@/paraglide/messages.js'
import { RedirectDialog } from './redirect-dialog'

afterEach(cleanup)

const hosts = ['pay.example.com']

describe('RedirectDialog', () => {
  it('continues to an allow-listed https payment page', () => {
    render(
      <RedirectDialog
        url="https://pay.example.com/checkout/42"
        purpose="payment"
        open
        onOpenChange={() => {}}
        allowedHosts={hosts}
      />,
    )
    expect(screen.getByRole('dialog', { name: m.order_redirect_title() })).toBeTruthy()
    expect(screen.getByText(m.order_redirect_description({ host: 'pay.example.com' }))).toBeTruthy()
    const onward = screen.getByRole('link', { name: m.order_redirect_continue() })
    expect(onward.getAttribute('href')).toBe('https://pay.example.com/checkout/42')
  })

  it('for a sale, says the provider pays out to the card rather than that the user pays', () => {
    render(
      <RedirectDialog
        url="https://pay.example.com/checkout/42"
        purpose="payout"
        open
        onOpenChange={() => {}}
        allowedHosts={hosts}
      />,
    )
    const dialog = screen.getByRole('dialog', { name: m.order_redirect_title() })
    expect(dialog.textContent).toContain(m.order_redirect_description_payout({ host: 'pay.example.com' }))
    expect(dialog.textContent).not.toContain(m.order_redirect_description({ host: 'pay.example.com' }))
    const onward = screen.getByRole('link', { name: m.order_redirect_continue_payout() })
    expect(onward.getAttribute('href')).toBe('https://pay.example.com/checkout/42')
  })

  it.each([
    'https://evil.example.net/checkout/42',
    'http://pay.example.com/checkout/42',
    'https://pay.example.com@evil.example.net/',
  ])('shows an error and never navigates for %s', async (url) => {
    const user = userEvent.setup()
    const onOpenChange = vi.fn()
    render(
      <RedirectDialog url={url} purpose="payment" open onOpenChange={onOpenChange} allowedHosts={hosts} />,
    )
    expect(screen.getByRole('alert').textContent).toBe(m.order_redirect_blocked())
    expect(screen.queryByRole('link', { name: m.order_redirect_continue() })).toBeNull()
    await user.click(screen.getByRole('button', { name: m.order_redirect_close() }))
    expect(onOpenChange).toHaveBeenCalledWith(false)
  })
})

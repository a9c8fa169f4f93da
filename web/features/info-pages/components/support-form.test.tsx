import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { cleanup, render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it } from 'vitest'
import { m } from '@/paraglide/messages.js'
import { setupSdkTestNetwork } from '@/test/sdk-test-network'
import { SupportForm } from './support-form'

const network = setupSdkTestNetwork()

afterEach(cleanup)

function renderForm() {
  const queryClient = new QueryClient({ defaultOptions: { mutations: { retry: false } } })
  render(
    <QueryClientProvider client={queryClient}>
      <SupportForm />
    </QueryClientProvider>,
  )
}

/** Types into a field as a paste (one change, not one per character). */
async function enter(user: ReturnType<typeof userEvent.setup>, label: string, text: string) {
  await user.click(screen.getByRole('textbox', { name: label }))
  await user.paste(text)
}

async function fillAndSend(orderId = '') {
  const user = userEvent.setup()
  await enter(user, m.info_support_email_label(), 'ann@example.com')
  if (orderId) await enter(user, m.info_support_order_label(), orderId)
  await enter(user, m.info_support_message_label(), 'My swap has not arrived after two hours.')
  await user.click(screen.getByRole('button', { name: m.info_support_send() }))
}

describe('the support form after a failed send', () => {
  it('a general server error: the alert shows and focus stays on the send button, which never turned disabled', async () => {
    network.world.controls.state.failures.push({ operationId: 'createSupportRequest', kind: 'http503' })
    network.world.controls.latencyMs = 300
    renderForm()
    await fillAndSend()
    // A disabled button drops focus to <body> in a browser (jsdom does not), so the check is that it never is.
    const sending = await screen.findByRole('button', { name: m.info_support_sending() })
    expect(sending.hasAttribute('disabled')).toBe(false)
    expect(sending.getAttribute('aria-disabled')).toBe('true')
    expect((await screen.findByRole('alert')).textContent).toBe(m.error_service_unavailable())
    const send = screen.getByRole('button', { name: m.info_support_send() })
    expect(send.hasAttribute('disabled')).toBe(false)
    expect(document.activeElement).toBe(send)
  })

  it('an error on a field: focus moves to that field', async () => {
    renderForm()
    await fillAndSend('ord_NOPE0000')
    const order = screen.getByRole('textbox', { name: m.info_support_order_label() })
    await waitFor(() => expect(order.getAttribute('aria-invalid')).toBe('true'))
    expect(document.activeElement).toBe(order)
  })
})

describe('the support form after a send', () => {
  it('shows the ticket and moves focus to it, not to <body> with the send button gone', async () => {
    renderForm()
    await fillAndSend()
    const receipt = await screen.findByRole('status')
    expect(receipt.textContent).toMatch(/SUP-/)
    expect(document.activeElement).not.toBe(document.body)
    expect(document.activeElement?.contains(receipt)).toBe(true)
  })
})

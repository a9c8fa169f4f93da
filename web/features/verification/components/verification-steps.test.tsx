import { authenticateLocal, logout } from '@sdk/gen/api/sdk.gen'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { cleanup, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { m } from '@/paraglide/messages.js'
import { setupSdkTestNetwork } from '@/test/sdk-test-network'
import { TEST_FINGERPRINT } from '../../../../mocks/handlers/sdk-test-network'
import { VerificationPage } from './verification-page'

vi.setConfig({ testTimeout: 20_000 })
const network = setupSdkTestNetwork()

afterEach(async () => {
  cleanup()
  await logout().catch(() => {})
  network.world.reset()
})

function renderVerification() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  render(
    <QueryClientProvider client={queryClient}>
      <VerificationPage />
    </QueryClientProvider>,
  )
}

describe('the verification steps', () => {
  it('on "Your details", Next with empty fields shows every error at once and focuses the first field', async () => {
    const user = userEvent.setup()
    await authenticateLocal({
      body: { email: 'new@example.com', password: 'new-pass-1', browserFingerprint: TEST_FINGERPRINT },
      throwOnError: true,
    })
    renderVerification()
    await user.click(await screen.findByRole('button', { name: m.verification_start() }))
    await user.selectOptions(screen.getByLabelText(m.verification_country_label()), 'DE')
    await user.click(screen.getByRole('button', { name: m.verification_next() }))
    await user.click(screen.getByRole('button', { name: m.verification_next() }))
    expect(screen.getByRole('heading', { name: m.verification_step_personal() })).toBeTruthy()

    await user.click(screen.getByRole('button', { name: m.verification_next() }))

    expect(screen.getByRole('heading', { name: m.verification_step_personal() })).toBeTruthy()
    const firstName = screen.getByRole('textbox', { name: m.verification_first_name() })
    for (const label of [
      m.verification_first_name(),
      m.verification_last_name(),
      m.verification_birth_date(),
      m.verification_identity_number(),
    ])
      expect(screen.getByLabelText(label, { exact: false }).getAttribute('aria-invalid')).toBe('true')
    expect(screen.getAllByText(m.verification_field_required())).toHaveLength(4)
    expect(document.activeElement).toBe(firstName)
  })
})

describe('focus through the verification steps', () => {
  it('each step opens focused on its heading, a refused Next focuses the country, and Back to the start the status', async () => {
    const user = userEvent.setup()
    await authenticateLocal({
      body: { email: 'new@example.com', password: 'new-pass-1', browserFingerprint: TEST_FINGERPRINT },
      throwOnError: true,
    })
    renderVerification()
    await user.click(await screen.findByRole('button', { name: m.verification_start() }))
    expect(document.activeElement).toBe(
      screen.getByRole('heading', { name: m.verification_step_residential() }),
    )

    await user.click(screen.getByRole('button', { name: m.verification_next() }))
    const country = screen.getByLabelText(m.verification_country_label())
    await vi.waitFor(() => expect(document.activeElement).toBe(country))

    await user.selectOptions(country, 'DE')
    await user.click(screen.getByRole('button', { name: m.verification_next() }))
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: m.verification_step_type() }))

    await user.click(screen.getByRole('button', { name: m.verification_back() }))
    await user.click(screen.getByRole('button', { name: m.verification_back() }))
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: m.verification_status_title() }))
  })
})

import { logout } from '@sdk/gen/api/sdk.gen'
import { cleanup, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, onTestFinished, vi } from 'vitest'
import { m } from '@/paraglide/messages.js'
import { renderApp } from '@/test/render-app'
import { setupSdkTestNetwork } from '@/test/sdk-test-network'
import { signInThroughGuard } from '@/test/sign-in-through-guard'

// The affiliate page's two lists against the mock world: demo@example.com has 9 accruals and 8 cashbacks
// (mocks/world/affiliates.ts), new@example.com none.
vi.setConfig({ testTimeout: 60_000 })
const network = setupSdkTestNetwork()

afterEach(async () => {
  cleanup()
  await logout().catch(() => {})
  network.world.reset()
})

const list = (title: string) => screen.findByRole('region', { name: title }, { timeout: 10_000 })

describe("the affiliate page's rewards", () => {
  it('counts the records of a list with rows, on one page without a pager', async () => {
    const app = await renderApp('/profile/affiliate-program', network)
    onTestFinished(app.dispose)
    await signInThroughGuard(userEvent.setup())
    const accruals = await list(m.affiliate_accruals_title())
    expect(await within(accruals).findByText(m.affiliate_rewards_count({ count: 9 }))).toBeTruthy()
    expect(within(accruals).queryByRole('navigation')).toBeNull()
  })

  it('says an empty list is empty once, without "Records: 0"', async () => {
    const app = await renderApp('/profile/affiliate-program', network)
    onTestFinished(app.dispose)
    await signInThroughGuard(userEvent.setup(), { email: 'new@example.com', password: 'new-pass-1' })
    const cashbacks = await list(m.affiliate_cashbacks_title())
    expect(await within(cashbacks).findByText(m.affiliate_cashbacks_empty())).toBeTruthy()
    expect(within(cashbacks).queryByText(m.affiliate_rewards_count({ count: 0 }))).toBeNull()
  })
})

import { logout } from '@sdk/gen/api/sdk.gen'
import { cleanup, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { formatAmount } from '@/lib/format/format'
import { m } from '@/paraglide/messages.js'
import { setLocale } from '@/paraglide/runtime.js'
import { setupSdkTestNetwork } from '@/test/sdk-test-network'
import { CashbackTotals } from './components/cashback-totals'
import { renderLedgerSection, signInAs } from './ledger-test-harness'

const network = setupSdkTestNetwork()
const { world } = network

afterEach(async () => {
  cleanup()
  await logout().catch(() => {})
  world.reset()
  setLocale('en', { reload: false })
})

describe('cashback totals', { timeout: 15_000 }, () => {
  it('sums every seeded cashback per coin, in the user language', async () => {
    setLocale('ru', { reload: false })
    await signInAs('demo@example.com', 'demo-pass-1')
    const sum = world.affiliates
      .cashbacks(1001, { limit: 100 })
      .items.reduce((total, cashback) => total + cashback.amount, 0)
    renderLedgerSection(<CashbackTotals />)
    expect(await screen.findByText(m.cashback_total_of({ coin: 'USDT' }))).toBeTruthy()
    // Shown to the precision of USDT (TRC20) in the instrument list.
    const precision = world.ctx.catalog.byTitle('USDT', 'TRC20')?.instrument.precisionDecimals ?? 8
    expect(screen.getByText(`${formatAmount(sum.toFixed(precision), precision)} USDT`)).toBeTruthy()
  })

  it('explains how cashback is earned when there is none', async () => {
    await signInAs('new@example.com', 'new-pass-1')
    renderLedgerSection(<CashbackTotals />)
    expect(await screen.findByText(m.cashback_totals_empty())).toBeTruthy()
  })
})

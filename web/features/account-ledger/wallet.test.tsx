import { logout } from '@sdk/gen/api/sdk.gen'
import { cleanup, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { afterEach, describe, expect, it } from 'vitest'
import { m } from '@/paraglide/messages.js'
import { setLocale } from '@/paraglide/runtime.js'
import { setupSdkTestNetwork } from '@/test/sdk-test-network'
import { WalletBalances } from './components/wallet-balances'
import { WalletHistory } from './components/wallet-history'
import { renderLedgerSection, signInAs } from './ledger-test-harness'

const network = setupSdkTestNetwork()
const { world } = network

afterEach(async () => {
  cleanup()
  await logout().catch(() => {})
  world.reset()
  setLocale('en', { reload: false })
})

const demo = () => signInAs('demo@example.com', 'demo-pass-1')

/** The wallet's history with its page kept here, as the route keeps it in the URL. */
function PagedWalletHistory({ start = 0 }: { start?: number }) {
  const [page, setPage] = useState(start)
  return <WalletHistory page={page} onPage={setPage} />
}

describe('wallet balances', { timeout: 15_000 }, () => {
  it('lists the seeded balances per coin and network, on the account and on the deposit addresses', async () => {
    await demo()
    renderLedgerSection(<WalletBalances />)
    const account = await screen.findByRole('list', { name: m.wallet_account_balance_title() })
    expect(within(account).getByText('USDT (TRC20)')).toBeTruthy()
    expect(within(account).getByText('125.5 USDT')).toBeTruthy()
    expect(within(account).getAllByRole('listitem')).toHaveLength(3)
    const addresses = screen.getByRole('list', { name: m.wallet_wallet_balance_title() })
    expect(within(addresses).getByText('1.25 SOL')).toBeTruthy()
  })

  it('writes amounts as the Russian locale does', async () => {
    setLocale('ru', { reload: false })
    await demo()
    renderLedgerSection(<WalletBalances />)
    const account = await screen.findByRole('list', { name: 'На счёте' })
    expect(within(account).getByText('125,5 USDT')).toBeTruthy()
  })

  it('says why a load failed, in the user language, and loads again on retry', async () => {
    setLocale('ru', { reload: false })
    await demo()
    world.controls.failNext('getWalletBalances', 'http500')
    renderLedgerSection(<WalletBalances />)
    const alert = await screen.findByRole('alert')
    expect(alert.textContent).toContain(m.error_internal_server_error())
    await userEvent.click(within(alert).getByRole('button', { name: 'Повторить' }))
    expect(await screen.findByRole('list', { name: 'На счёте' })).toBeTruthy()
  })

  it('shows the empty state for a user without funds', async () => {
    await signInAs('new@example.com', 'new-pass-1')
    renderLedgerSection(<WalletBalances />)
    expect(await screen.findAllByText(m.wallet_balances_empty())).toHaveLength(2)
  })
})

describe('wallet history', { timeout: 15_000 }, () => {
  it('pages the deposits and withdrawals, newest first', async () => {
    await demo()
    renderLedgerSection(<PagedWalletHistory />)
    const list = await screen.findByRole('list', { name: m.wallet_history_title() })
    const rows = within(list).getAllByRole('listitem')
    expect(rows).toHaveLength(10)
    const times = within(list)
      .getAllByRole('time')
      .map((t) => t.getAttribute('datetime') ?? '')
    expect(times).toEqual([...times].sort().reverse())
    expect(screen.getByText(m.pager_page({ page: 1, pages: 2 }))).toBeTruthy()
    await userEvent.click(screen.getByRole('button', { name: m.pager_older() }))
    expect(await screen.findByText(m.pager_page({ page: 2, pages: 2 }))).toBeTruthy()
    const older = screen.getByRole('list', { name: m.wallet_history_title() })
    expect(within(older).getAllByRole('listitem')).toHaveLength(4)
    const olderTimes = within(older)
      .getAllByRole('time')
      .map((t) => t.getAttribute('datetime') ?? '')
    expect((olderTimes[0] ?? '9') < (times.at(-1) ?? '')).toBe(true)
    expect(within(older).getAllByText(new RegExp(m.wallet_kind_withdrawal())).length).toBeGreaterThan(0)
  })

  it('says a page past the end is missing, and leads back to the last one', async () => {
    await demo()
    renderLedgerSection(<PagedWalletHistory start={5} />)
    expect(await screen.findByText(m.history_page_missing({ pages: 2 }))).toBeTruthy()
    await userEvent.click(screen.getByRole('button', { name: m.pager_newer() }))
    expect(await screen.findByText(m.pager_page({ page: 2, pages: 2 }))).toBeTruthy()
  })

  it('shows the empty state without a pager', async () => {
    await signInAs('new@example.com', 'new-pass-1')
    renderLedgerSection(<PagedWalletHistory />)
    expect(await screen.findByText(m.wallet_history_empty())).toBeTruthy()
    expect(screen.queryByRole('navigation')).toBeNull()
  })
})

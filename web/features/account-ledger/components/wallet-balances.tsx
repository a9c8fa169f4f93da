import { useQuery } from '@tanstack/react-query'
import { Card } from '@/components/ui/card'
import { LoadError } from '@/components/ui/load-error'
import { Skeleton } from '@/components/ui/skeleton'
import { m } from '@/paraglide/messages.js'
import { walletBalancesQueryOptions } from '../queries'
import { BalanceList } from './balance-list'
import styles from './ledger.module.css'

/** /profile/wallet's balances: on the account and on the deposit addresses, per coin and network. */
export function WalletBalances() {
  const balances = useQuery(walletBalancesQueryOptions())
  return (
    <Card as="section" aria-labelledby="wallet-balances-title" className={styles.card}>
      <h2 id="wallet-balances-title" className={styles.title}>
        {m.wallet_balances_title()}
      </h2>
      <div aria-busy={balances.isFetching || undefined} className={styles.card}>
        {balances.data ? (
          <>
            <BalanceList title={m.wallet_account_balance_title()} balances={balances.data.accountBalance} />
            <BalanceList title={m.wallet_wallet_balance_title()} balances={balances.data.walletBalance} />
          </>
        ) : balances.error ? (
          <LoadError
            error={balances.error}
            onRetry={() => void balances.refetch()}
            retrying={balances.isFetching}
          />
        ) : (
          <Skeleton height="calc(var(--space-16) * 6)" />
        )}
      </div>
    </Card>
  )
}

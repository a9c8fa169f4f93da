import { useQuery } from '@tanstack/react-query'
import { Callout } from '@/components/ui/callout'
import { Card } from '@/components/ui/card'
import { Skeleton } from '@/components/ui/skeleton'
import { instrumentLabel } from '@/domain/instrument-label'
import { useInstrumentPrecision } from '@/domain/use-instruments'
import { errorMessage } from '@/lib/error-message'
import { formatAmount } from '@/lib/format/format'
import { m } from '@/paraglide/messages.js'
import { withdrawableBalancesQueryOptions } from '../queries'
import styles from './withdraw.module.css'

/** The balances a withdrawal is paid from, per coin and network; a held place while they load. */
export function WithdrawableBalances() {
  const balances = useQuery(withdrawableBalancesQueryOptions())
  const precisionOf = useInstrumentPrecision()
  return (
    <Card as="section" aria-labelledby="withdraw-balances-title" className={styles.card}>
      <h2 id="withdraw-balances-title" className={styles.cardTitle}>
        {m.withdraw_balances_title()}
      </h2>
      <div aria-busy={balances.isPending || undefined}>
        {balances.data ? (
          balances.data.length === 0 ? (
            <p className={styles.muted}>{m.withdraw_balances_empty()}</p>
          ) : (
            <dl className={styles.balances}>
              {balances.data.map((balance) => (
                <div key={`${balance.currencyTitle}|${balance.networkTitle}`} className={styles.balance}>
                  <dt className={styles.muted}>{instrumentLabel(balance)}</dt>
                  <dd className={styles.amount}>
                    {formatAmount(balance.amount, precisionOf(balance))} {balance.currencyTitle}
                  </dd>
                </div>
              ))}
            </dl>
          )
        ) : balances.error ? (
          <Callout tone="danger" role="alert">
            {errorMessage(balances.error)}
          </Callout>
        ) : (
          <Skeleton height="var(--space-12)" />
        )}
      </div>
    </Card>
  )
}

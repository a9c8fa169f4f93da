import { useQuery } from '@tanstack/react-query'
import { Card } from '@/components/ui/card'
import { LoadError } from '@/components/ui/load-error'
import { Skeleton } from '@/components/ui/skeleton'
import { WITHDRAWAL_NETWORK } from '@/config/constants'
import { useInstrumentPrecision } from '@/domain/use-instruments'
import { formatAmount } from '@/lib/format/format'
import { m } from '@/paraglide/messages.js'
import { cashbackTotalsQueryOptions } from '../queries'
import styles from './ledger.module.css'

/** The cashback earned in all, per coin (summed by the server over every page). */
export function CashbackTotals() {
  const totals = useQuery(cashbackTotalsQueryOptions())
  const precisionOf = useInstrumentPrecision()
  return (
    <Card as="section" aria-labelledby="cashback-totals-title" className={styles.card}>
      <h2 id="cashback-totals-title" className={styles.title}>
        {m.cashback_totals_title()}
      </h2>
      <div aria-busy={totals.isFetching || undefined}>
        {totals.data ? (
          totals.data.count === 0 ? (
            <p className={styles.muted}>{m.cashback_totals_empty()}</p>
          ) : (
            <dl className={styles.totals}>
              {totals.data.totals.map((total) => (
                <div key={total.currencyTitle} className={styles.total}>
                  <dt className={styles.muted}>{m.cashback_total_of({ coin: total.currencyTitle })}</dt>
                  <dd className={styles.amount}>
                    {formatAmount(
                      total.amount,
                      precisionOf({ currencyTitle: total.currencyTitle, networkTitle: WITHDRAWAL_NETWORK }),
                    )}{' '}
                    {total.currencyTitle}
                  </dd>
                </div>
              ))}
            </dl>
          )
        ) : totals.error ? (
          <LoadError
            error={totals.error}
            onRetry={() => void totals.refetch()}
            retrying={totals.isFetching}
          />
        ) : (
          <Skeleton height="var(--space-12)" />
        )}
      </div>
    </Card>
  )
}

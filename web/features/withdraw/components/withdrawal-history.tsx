import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { Callout } from '@/components/ui/callout'
import { Card } from '@/components/ui/card'
import { Pager } from '@/components/ui/pager'
import { Skeleton } from '@/components/ui/skeleton'
import { useInstrumentPrecision } from '@/domain/use-instruments'
import { errorMessage } from '@/lib/error-message'
import { formatAmount, formatDate } from '@/lib/format/format'
import { m } from '@/paraglide/messages.js'
import { withdrawalHistoryQueryOptions } from '../queries'
import styles from './withdraw.module.css'

const STATUS_TEXT = {
  pending: () => m.withdraw_status_pending(),
  completed: () => m.withdraw_status_completed(),
  failed: () => m.withdraw_status_failed(),
} as const

/** The withdrawals, newest first, a page at a time; a list (not a table) so a phone shows it whole. */
export function WithdrawalHistory() {
  const [page, setPage] = useState(0)
  const history = useQuery(withdrawalHistoryQueryOptions(page))
  const precisionOf = useInstrumentPrecision()
  const data = history.data
  return (
    <Card as="section" aria-labelledby="withdraw-history-title" className={styles.card}>
      <h2 id="withdraw-history-title" className={styles.cardTitle}>
        {m.withdraw_history_title()}
      </h2>
      <div aria-busy={history.isFetching || undefined}>
        {data ? (
          data.items.length === 0 ? (
            <p className={styles.muted}>{m.withdraw_history_empty()}</p>
          ) : (
            <ul className={styles.rows} aria-label={m.withdraw_history_title()}>
              {data.items.map((item) => (
                <li key={item.id} className={styles.row}>
                  <span className={styles.amount}>
                    {formatAmount(item.amount, precisionOf(item))} {item.currencyTitle}
                  </span>
                  <span className={styles.status} data-status={item.status}>
                    {STATUS_TEXT[item.status]()}
                  </span>
                  <span className={styles.address}>{item.address}</span>
                  <time className={styles.muted} dateTime={item.createdAt}>
                    {formatDate(item.createdAt)}
                  </time>
                </li>
              ))}
            </ul>
          )
        ) : history.error ? (
          <Callout tone="danger" role="alert">
            {errorMessage(history.error)}
          </Callout>
        ) : (
          <Skeleton height="calc(var(--space-16) * 2)" />
        )}
      </div>
      {data && <Pager title={m.withdraw_history_title()} page={page} total={data.total} onPage={setPage} />}
    </Card>
  )
}

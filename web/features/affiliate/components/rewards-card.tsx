import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { Card } from '@/components/ui/card'
import { LoadError } from '@/components/ui/load-error'
import { Pager } from '@/components/ui/pager'
import { Skeleton } from '@/components/ui/skeleton'
import { WITHDRAWAL_NETWORK } from '@/config/constants'
import { useInstrumentPrecision } from '@/domain/use-instruments'
import { formatAmount, formatDate } from '@/lib/format/format'
import { m } from '@/paraglide/messages.js'
import { rewardsQueryOptions } from '../queries'
import styles from './affiliate.module.css'

const TITLE = { accrual: () => m.affiliate_accruals_title(), cashback: () => m.affiliate_cashbacks_title() }
const EMPTY = { accrual: () => m.affiliate_accruals_empty(), cashback: () => m.affiliate_cashbacks_empty() }

/** The accruals (referred users' orders) or the cashbacks (the user's own orders), a page at a time, with a count. */
export function RewardsCard({ kind }: { kind: 'accrual' | 'cashback' }) {
  const [page, setPage] = useState(0)
  const rewards = useQuery(rewardsQueryOptions(kind, page))
  const precisionOf = useInstrumentPrecision()
  const data = rewards.data
  const titleId = `affiliate-${kind}-title`
  return (
    <Card as="section" aria-labelledby={titleId} className={styles.card}>
      <h2 id={titleId} className={styles.title}>
        {TITLE[kind]()}
      </h2>
      <div aria-busy={rewards.isFetching || undefined}>
        {data ? (
          <>
            {/* An empty list says so once: its count ("Records: 0") would say it twice. */}
            {data.total > 0 && (
              <p className={styles.muted}>{m.affiliate_rewards_count({ count: data.total })}</p>
            )}
            {data.items.length === 0 ? (
              <p className={styles.muted}>{EMPTY[kind]()}</p>
            ) : (
              <ul className={styles.rows} aria-label={TITLE[kind]()}>
                {data.items.map((item) => (
                  <li key={item.id} className={styles.row}>
                    <span className={styles.amount}>
                      {formatAmount(
                        item.amount,
                        precisionOf({ currencyTitle: item.currencyTitle, networkTitle: WITHDRAWAL_NETWORK }),
                      )}{' '}
                      {item.currencyTitle}
                    </span>
                    <time className={styles.muted} dateTime={item.createdAt}>
                      {formatDate(item.createdAt)}
                    </time>
                    <span className={styles.order}>
                      {m.affiliate_reward_order({ orderId: item.orderId })}
                    </span>
                  </li>
                ))}
              </ul>
            )}
          </>
        ) : rewards.error ? (
          <LoadError
            error={rewards.error}
            onRetry={() => void rewards.refetch()}
            retrying={rewards.isFetching}
          />
        ) : (
          <Skeleton height="calc(var(--space-16) * 2)" />
        )}
      </div>
      {data && <Pager title={TITLE[kind]()} page={page} total={data.total} onPage={setPage} />}
    </Card>
  )
}

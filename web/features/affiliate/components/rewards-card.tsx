import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { Button } from '@/components/ui/button'
import { Card } from '@/components/ui/card'
import { LoadError } from '@/components/ui/load-error'
import { Skeleton } from '@/components/ui/skeleton'
import { ACCOUNT_HISTORY_PAGE_SIZE, WITHDRAWAL_NETWORK } from '@/config/constants'
import { formatAmount, formatDate } from '@/lib/format'
import { useInstrumentPrecision } from '@/lib/instrument-precision'
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
  const pages = data ? Math.max(1, Math.ceil(data.total / ACCOUNT_HISTORY_PAGE_SIZE)) : 1
  return (
    <Card as="section" aria-labelledby={titleId} className={styles.card}>
      <h2 id={titleId} className={styles.title}>
        {TITLE[kind]()}
      </h2>
      <div aria-busy={rewards.isFetching || undefined}>
        {data ? (
          <>
            <p className={styles.muted}>{m.affiliate_rewards_count({ count: data.total })}</p>
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
      {pages > 1 && (
        <nav className={styles.pager} aria-label={m.affiliate_pages({ title: TITLE[kind]() })}>
          <Button variant="secondary" aria-disabled={page === 0} onClick={() => setPage(page - 1)}>
            {m.affiliate_newer()}
          </Button>
          <span className={styles.muted}>{m.affiliate_page({ page: page + 1, pages })}</span>
          <Button variant="secondary" aria-disabled={page + 1 >= pages} onClick={() => setPage(page + 1)}>
            {m.affiliate_older()}
          </Button>
        </nav>
      )}
    </Card>
  )
}

import { useQuery } from '@tanstack/react-query'
import { Card } from '@/components/ui/card'
import { LoadError } from '@/components/ui/load-error'
import { Pager } from '@/components/ui/pager'
import { Skeleton } from '@/components/ui/skeleton'
import { m } from '@/paraglide/messages.js'
import { walletHistoryQueryOptions } from '../queries'
import styles from './ledger.module.css'
import { emptyPageText } from './page-param'
import { WalletHistoryRow } from './wallet-history-row'

/**
 * The wallet's deposits and withdrawals, newest first, a page at a time (the contract's offset and limit). The page
 * (0-based) is the route's: /profile/wallet keeps it in the URL.
 */
export function WalletHistory({ page, onPage }: { page: number; onPage: (page: number) => void }) {
  const history = useQuery(walletHistoryQueryOptions(page))
  const data = history.data
  const title = m.wallet_history_title()
  return (
    <Card as="section" aria-labelledby="wallet-history-title" className={styles.card}>
      <h2 id="wallet-history-title" className={styles.title}>
        {title}
      </h2>
      <div aria-busy={history.isFetching || undefined}>
        {data ? (
          data.items.length === 0 ? (
            <p className={styles.muted}>{emptyPageText(data.total, m.wallet_history_empty())}</p>
          ) : (
            <ul className={styles.rows} aria-label={title}>
              {data.items.map((item) => (
                <WalletHistoryRow key={item.id} item={item} />
              ))}
            </ul>
          )
        ) : history.error ? (
          <LoadError
            error={history.error}
            onRetry={() => void history.refetch()}
            retrying={history.isFetching}
          />
        ) : (
          <Skeleton height="calc(var(--space-16) * 10)" />
        )}
      </div>
      {data && <Pager title={title} page={page} total={data.total} onPage={onPage} />}
    </Card>
  )
}

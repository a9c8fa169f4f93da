import { useQuery } from '@tanstack/react-query'
import { Card } from '@/components/ui/card'
import { LoadError } from '@/components/ui/load-error'
import { Pager } from '@/components/ui/pager'
import { Skeleton } from '@/components/ui/skeleton'
import { m } from '@/paraglide/messages.js'
import { orderHistoryQueryOptions } from '../queries'
import styles from './ledger.module.css'
import { OrderHistoryRow } from './order-history-row'
import { emptyPageText } from './page-param'

/**
 * The user's orders, newest first, a page at a time, each linking to its order page. The page (0-based) is the
 * route's: /profile/history keeps it in the URL.
 */
export function OrderHistory({ page, onPage }: { page: number; onPage: (page: number) => void }) {
  const orders = useQuery(orderHistoryQueryOptions(page))
  const data = orders.data
  const title = m.history_title()
  return (
    <Card as="section" aria-labelledby="order-history-title" className={styles.card}>
      <h2 id="order-history-title" className={styles.title}>
        {title}
      </h2>
      <div aria-busy={orders.isFetching || undefined}>
        {data ? (
          data.items.length === 0 ? (
            <p className={styles.muted}>{emptyPageText(data.total, m.history_empty())}</p>
          ) : (
            <ul className={styles.rows} aria-label={title}>
              {data.items.map((order) => (
                <OrderHistoryRow key={order.orderId} order={order} />
              ))}
            </ul>
          )
        ) : orders.error ? (
          <LoadError
            error={orders.error}
            onRetry={() => void orders.refetch()}
            retrying={orders.isFetching}
          />
        ) : (
          <Skeleton height="calc(var(--space-16) * 10)" />
        )}
      </div>
      {data && <Pager title={title} page={page} total={data.total} onPage={onPage} />}
    </Card>
  )
}

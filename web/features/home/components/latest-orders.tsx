import { useQuery } from '@tanstack/react-query'
import { Skeleton } from '@/components/ui/skeleton'
import { LATEST_ORDERS_SHOWN } from '@/config/constants'
import { instrumentLabel } from '@/domain/instrument-label'
import { cx } from '@/lib/class-names'
import { formatAmount } from '@/lib/format/format'
import { m } from '@/paraglide/messages.js'
import { latestOrdersQueryOptions } from '../queries'
import { timeAgo } from '../relative-time'
import layout from './home-layout.module.css'
import styles from './latest-orders.module.css'

/** Decimals an amount of the feed shows (the feed's instruments carry no precision; inferred). */
const FEED_DECIMALS = 6

/** The latest public orders (listLatestPublicOrders): what was swapped for what, and when. */
export function LatestOrders() {
  const { data, isError } = useQuery(latestOrdersQueryOptions())
  return (
    <section
      className={cx(layout.section, layout.orders)}
      aria-labelledby="home-orders-title"
      aria-busy={!data && !isError ? true : undefined}
    >
      <h2 id="home-orders-title" className={layout.heading}>
        {m.home_orders_title()}
      </h2>
      {isError && !data ? (
        <p className={styles.note}>{m.home_orders_unavailable()}</p>
      ) : data?.length === 0 ? (
        <p className={styles.note}>{m.home_orders_empty()}</p>
      ) : (
        <ul className={styles.list}>
          {data
            ? data.map((order) => (
                <li
                  key={`${order.createdAt}-${order.instrumentFrom.slug}-${order.instrumentTo.slug}`}
                  className={styles.order}
                >
                  <span className={styles.swap}>
                    {m.home_orders_swap({
                      give: formatAmount(order.amountToGive, FEED_DECIMALS),
                      from: instrumentLabel(order.instrumentFrom),
                      get: formatAmount(order.amountToGet, FEED_DECIMALS),
                      to: instrumentLabel(order.instrumentTo),
                    })}
                  </span>
                  <time className={styles.when} dateTime={order.createdAt}>
                    {timeAgo(order.createdAt)}
                  </time>
                </li>
              ))
            : Array.from({ length: LATEST_ORDERS_SHOWN }, (_, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: placeholders in fixed slots
                <li key={index} className={styles.order} aria-hidden="true">
                  <Skeleton still />
                </li>
              ))}
        </ul>
      )}
    </section>
  )
}

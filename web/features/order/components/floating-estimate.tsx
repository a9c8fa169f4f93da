import type { Order } from '@sdk/gen/api/types.gen'
import { useQuery } from '@tanstack/react-query'
import { Skeleton } from '@/components/ui/skeleton'
import { instrumentLabel } from '@/lib/instrument-label'
import { m } from '@/paraglide/messages.js'
import { orderAmount } from '../order-format'
import { floatingEstimateQueryOptions } from '../queries'
import styles from './order.module.css'

/**
 * After a rate mode change: what the user would receive now at the floating rate, marked as an estimate, in the
 * receive coin with its network, following the live rate while it is shown. When it cannot be fetched it says
 * so ("unknown"), never 0 or the old fixed amount; accepting does not depend on it.
 */
export function FloatingEstimate({ order }: { order: Order }) {
  const estimate = useQuery(floatingEstimateQueryOptions(order))
  const instrument = instrumentLabel(order.pair.instrumentTo)
  return (
    <dl className={styles.facts}>
      <div className={styles.fact}>
        <dt>{m.order_estimate_label()}</dt>
        <dd aria-busy={estimate.isPending || undefined}>
          {estimate.isPending ? (
            <Skeleton shape="text" width="calc(var(--space-20) * 2)" className={styles.amount} />
          ) : estimate.isError ? (
            <span className={styles.amount}>{m.order_estimate_unknown({ instrument })}</span>
          ) : (
            <span className={styles.amount}>
              {m.order_estimate_value({ amount: orderAmount(estimate.data), instrument })}
            </span>
          )}
        </dd>
        <dd className={styles.muted}>{m.order_estimate_hint()}</dd>
      </div>
    </dl>
  )
}

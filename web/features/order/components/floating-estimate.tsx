import type { Order } from '@sdk/gen/api/types.gen'
import { useQuery } from '@tanstack/react-query'
import { Skeleton } from '@/components/ui/skeleton'
import { m } from '@/paraglide/messages.js'
import { orderAmount } from '../order-format'
import { type FloatingEstimate as Estimate, floatingEstimateQueryOptions } from '../queries'
import styles from './order.module.css'

/**
 * One figure of what the floating rate gives now (queries.ts), followed live: a skeleton while it loads, `unknown`
 * when it cannot be fetched (never 0 or the old fixed figure).
 */
export function EstimatedFigure({
  order,
  text,
  unknown,
}: {
  order: Order
  text: (estimate: Estimate) => string
  unknown: string
}) {
  const estimate = useQuery(floatingEstimateQueryOptions(order))
  if (estimate.isPending) {
    return (
      <span aria-busy="true">
        <Skeleton shape="text" width="calc(var(--space-20) * 2)" />
      </span>
    )
  }
  return <>{estimate.isError ? unknown : text(estimate.data)}</>
}

/** The estimated amount to get: '≈ 0.28570647 BTC', named by the ticker as every amount on the order page. */
export function EstimatedAmount({ order }: { order: Order }) {
  const currency = order.pair.instrumentTo.currencyTitle
  return (
    <EstimatedFigure
      order={order}
      text={(estimate) => m.order_estimate_value({ amount: orderAmount(estimate.amountToGet), currency })}
      unknown={m.order_estimate_unknown({ currency })}
    />
  )
}

/**
 * After a rate mode change: what the user would receive now at the floating rate, marked as an estimate, following
 * the live rate while it is shown. Accepting does not depend on it.
 */
export function FloatingEstimate({ order }: { order: Order }) {
  return (
    <dl className={styles.facts}>
      <div className={styles.fact}>
        <dt>{m.order_estimate_label()}</dt>
        <dd>
          <span className={styles.amount}>
            <EstimatedAmount order={order} />
          </span>
        </dd>
        <dd className={styles.muted}>{m.order_estimate_hint()}</dd>
      </div>
    </dl>
  )
}

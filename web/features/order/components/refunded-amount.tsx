import type { Order } from '@sdk/gen/api/types.gen'
import { useQuery } from '@tanstack/react-query'
import { Skeleton } from '@/components/ui/skeleton'
import { m } from '@/paraglide/messages.js'
import { orderAmountWithCurrency, totalAmount } from '../order-format'
import { orderRefundInfoQueryOptions } from '../queries'
import styles from './order.module.css'

/** What a refund gives back, in the deposit's coin: shown in place of what the exchange would have paid. */
export function RefundedAmount({ order }: { order: Order }) {
  const info = useQuery(
    orderRefundInfoQueryOptions({ orderId: order.orderId, destinationAddress: order.destinationAddress }),
  )
  const currency = order.pair.instrumentFrom.currencyTitle
  if (info.isPending) {
    return (
      <span aria-busy="true">
        <Skeleton shape="text" width="calc(var(--space-20) * 2)" />
      </span>
    )
  }
  if (info.isError) {
    const deposited = orderAmountWithCurrency(totalAmount(order.deposits), currency)
    return <>{m.order_refund_amount_less_fee({ amount: deposited })}</>
  }
  return (
    <span className={styles.amount}>
      {orderAmountWithCurrency(info.data.refundAmountWithoutNetworkFee, currency)}
    </span>
  )
}

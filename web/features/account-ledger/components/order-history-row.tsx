import type { OrderHistoryItem } from '@sdk/gen/api/types.gen'
import { Link } from '@tanstack/react-router'
import { instrumentLabel } from '@/domain/instrument-label'
import { isOrderStatus, ORDER_STATUS_TEXT } from '@/domain/order-status-text'
import { useInstrumentPrecision } from '@/domain/use-instruments'
import { formatAmount, formatDate } from '@/lib/format/format'
import { m } from '@/paraglide/messages.js'
import styles from './ledger.module.css'

/** A status in words; a rate warning (the latest event of an order awaiting the user's choice) says so. */
const statusText = (kind: OrderHistoryItem['status']) =>
  isOrderStatus(kind) ? ORDER_STATUS_TEXT[kind]() : m.history_status_attention()

/** One order: its pair, what was sent and what comes back, its status, when, and a link to its page. */
export function OrderHistoryRow({ order }: { order: OrderHistoryItem }) {
  const precisionOf = useInstrumentPrecision()
  const { instrumentFrom: from, instrumentTo: to } = order.pair
  return (
    <li className={styles.row} data-layout="four">
      <span className={styles.coin}>
        {m.history_pair({ from: instrumentLabel(from), to: instrumentLabel(to) })}
      </span>
      <span className={styles.amount}>
        {m.history_amounts({
          give: `${formatAmount(order.claimedDepositAmount, precisionOf(from))} ${from.currencyTitle}`,
          get: `${formatAmount(order.amountToGet, precisionOf(to))} ${to.currencyTitle}`,
        })}
      </span>
      <time className={styles.muted} dateTime={order.createdAt}>
        {formatDate(order.createdAt, 'dateTime')}
      </time>
      <span className={styles.status}>{statusText(order.status)}</span>
      <Link
        className={styles.wide}
        to="/order/$id"
        params={{ id: order.orderId }}
        search={{ destinationAddress: order.destinationAddress }}
      >
        {m.history_open_order({ orderId: order.orderId })}
      </Link>
    </li>
  )
}

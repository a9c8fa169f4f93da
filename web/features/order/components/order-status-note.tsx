import type { Order } from '@sdk/gen/api/types.gen'
import { AlertIcon } from '@/components/ui/content-icons'
import { m } from '@/paraglide/messages.js'
import type { OrderWarnings } from '../order-warnings'
import { hasWarning } from '../order-warnings'
import styles from './order.module.css'
import { RedirectDepositHint } from './redirect-notice'

/**
 * The line under the status that says what the user must do now, where the status alone does not (docs/product.md §4:
 * the status shown is the progress event, whatever else is pending).
 */
export function OrderStatusNote({
  order,
  warnings,
  atProvider,
}: {
  order: Order
  warnings: OrderWarnings
  atProvider: boolean
}) {
  if (hasWarning(warnings)) {
    return (
      <p className={styles.statusNote}>
        <AlertIcon />
        <span>{warnings.rateChanged ? m.order_status_decision_rate() : m.order_status_decision_fixed()}</span>
      </p>
    )
  }
  if (atProvider) {
    return (
      <p className={styles.muted}>
        <RedirectDepositHint receive={order.pair.instrumentTo} />
      </p>
    )
  }
  return null
}

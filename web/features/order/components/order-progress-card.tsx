import type { Order } from '@sdk/gen/api/types.gen'
import { type ReactNode, useId } from 'react'
import { Card } from '@/components/ui/card'
import { CheckIcon } from '@/components/ui/content-icons'
import { VisuallyHidden } from '@/components/ui/visually-hidden'
import { ORDER_STATUS_TEXT } from '@/domain/order-status-text'
import { m } from '@/paraglide/messages.js'
import {
  confirmationProgress,
  isRefundPath,
  type OrderStepIndex,
  orderStatus,
  orderStepIndex,
  payoutStarted,
  type StepState,
  visibleSteps,
} from '../order-progress'
import styles from './order.module.css'

const STEP_LABEL: Record<OrderStepIndex, () => string> = {
  1: m.order_step_deposit,
  2: m.order_step_exchange,
  3: m.order_step_payout,
  4: m.order_step_refund,
}

const STATE_TEXT: Record<StepState, () => string> = {
  done: m.order_step_state_done,
  current: m.order_step_state_current,
  upcoming: m.order_step_state_upcoming,
}

/**
 * docs/product.md §4 "Order step index" and the status text, with what the user must do now (`note`,
 * order-status-note.tsx) and the deposit's confirmations while they count.
 */
export function OrderProgressCard({ order, id, note }: { order: Order; id?: string; note?: ReactNode }) {
  const titleId = useId()
  const index = orderStepIndex(order.orderEvents)
  const refund = isRefundPath(order.orderEvents)
  const status = orderStatus(order.orderEvents)
  const confirmations = confirmationProgress(order)
  return (
    // Focusable from script only: focus comes here when a card the user was in goes (order-page.tsx).
    <Card as="section" id={id} tabIndex={-1} aria-labelledby={titleId} className={styles.card}>
      <div className={styles.status}>
        <h2 id={titleId} className={styles.statusLabel}>
          {m.order_status_label()}
        </h2>
        {/* A polite live region: a status the poll brings is announced. */}
        <div role="status">
          <p className={styles.statusText}>{ORDER_STATUS_TEXT[status]()}</p>
          {note}
          {confirmations && (
            <p className={styles.muted}>
              {m.order_confirmations({ count: confirmations.count, required: confirmations.required })}
            </p>
          )}
        </div>
      </div>
      <ol className={styles.steps} aria-label={m.order_steps_label()}>
        {visibleSteps(index, refund, payoutStarted(order.orderEvents)).map(({ step, state }, position) => (
          <li
            key={step}
            className={styles.step}
            data-state={state}
            aria-current={state === 'current' ? 'step' : undefined}
          >
            <span className={styles.stepMarker} aria-hidden="true">
              {state === 'done' ? <CheckIcon /> : position + 1}
            </span>
            <span>
              {STEP_LABEL[step]()}
              <VisuallyHidden>, {STATE_TEXT[state]()}</VisuallyHidden>
            </span>
          </li>
        ))}
      </ol>
    </Card>
  )
}

import { acceptOrderRateModeChangeMutation } from '@sdk/gen/api/@tanstack/react-query.gen'
import type { Order } from '@sdk/gen/api/types.gen'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { type Ref, useEffect, useId, useRef, useState } from 'react'
import { Button } from '@/components/ui/button'
import { Card } from '@/components/ui/card'
import { AlertIcon } from '@/components/ui/content-icons'
import { cx } from '@/lib/class-names'
import { errorMessage } from '@/lib/error-message'
import { m } from '@/paraglide/messages.js'
import type { FixedRateCause, OrderWarnings } from '../order-warnings'
import { applyOrderUpdate, type OrderRef } from '../queries'
import { FloatingEstimate } from './floating-estimate'
import { useFramedConfirmation } from './framed-confirmation'
import styles from './order.module.css'
import { RefundForm } from './refund-form'

const CAUSE_TEXT: Record<FixedRateCause, () => string> = {
  FIXED_RATE_HIGH_VOLATILITY_DETECTED: m.order_warning_high_volatility,
  FIXED_RATE_SLOW_DEPOSIT_DETECTED: m.order_warning_slow_deposit,
  FIXED_RATE_WRONG_DEPOSIT_AMOUNT_DETECTED: m.order_warning_wrong_amount,
}

/**
 * docs/product.md §4 "Warnings": why the fixed rate did not hold, that the rate mode changed and what the new
 * rate would give now (an estimate, followed live), and the two ways on: accept the new rate
 * (acceptOrderRateModeChange, 10 s timeout from the contract) or request a refund.
 */
export function OrderWarningsCard({
  order,
  orderRef,
  warnings,
  ref,
}: {
  order: Order
  orderRef: OrderRef
  warnings: OrderWarnings
  ref?: Ref<HTMLDivElement>
}) {
  const titleId = useId()
  const queryClient = useQueryClient()
  const [refunding, setRefunding] = useState(false)
  // "Back" from the refund form: focus returns to the button that opened it, not to <body>.
  const refundButton = useRef<HTMLButtonElement>(null)
  const leftRefund = useRef(false)
  useEffect(() => {
    if (refunding || !leftRefund.current) return
    leftRefund.current = false
    refundButton.current?.focus()
  }, [refunding])
  const accept = useMutation({
    ...acceptOrderRateModeChangeMutation(),
    onSuccess: (updated) => applyOrderUpdate(queryClient, orderRef, updated),
  })
  // The button ignores presses once `accept.isPending` renders, but a double click's second click can land before
  // that render, or after the answer and before the card goes: a second request, which the server refuses (the
  // change is already accepted). So one request at a time, and none after an accepted one; a failed one may be
  // tried again.
  const accepting = useRef(false)
  const framed = useFramedConfirmation({
    title: m.order_framed_confirm_accept_title(),
    description: m.order_framed_confirm_accept_text(),
    confirmLabel: m.order_accept_rate(),
  })
  const acceptRate = async () => {
    if (accepting.current) return
    accepting.current = true
    if (!(await framed.confirm())) {
      accepting.current = false
      return
    }
    accept.mutate(
      { body: { orderId: orderRef.orderId, destinationAddress: orderRef.destinationAddress } },
      {
        onError: () => {
          accepting.current = false
        },
      },
    )
  }
  return (
    <Card as="section" ref={ref} aria-labelledby={titleId} className={cx(styles.card, styles.warningCard)}>
      <h2 id={titleId} className={styles.cardTitle}>
        {m.order_warning_title()}
      </h2>
      {warnings.fixedRateCauses.map((cause) => (
        <p key={cause} className={styles.notice}>
          <AlertIcon />
          <span>{CAUSE_TEXT[cause]()}</span>
        </p>
      ))}
      {warnings.rateChanged && <p>{m.order_warning_rate_changed()}</p>}
      {warnings.rateChanged && <FloatingEstimate order={order} />}
      {refunding ? (
        <RefundForm
          order={order}
          orderRef={orderRef}
          onCancel={() => {
            leftRefund.current = true
            setRefunding(false)
          }}
        />
      ) : (
        <div className={styles.actions}>
          {warnings.rateChanged && (
            <Button loading={accept.isPending} onClick={() => void acceptRate()}>
              {m.order_accept_rate()}
            </Button>
          )}
          <Button
            ref={refundButton}
            variant="secondary"
            // Unavailable while the new rate is being accepted, yet still reached by Tab (aria-disabled, Button).
            aria-disabled={accept.isPending}
            onClick={() => setRefunding(true)}
          >
            {m.order_request_refund()}
          </Button>
        </div>
      )}
      {framed.dialog}
      {accept.error && !refunding && (
        <p role="alert" className={styles.error}>
          {errorMessage(accept.error)}
        </p>
      )}
    </Card>
  )
}

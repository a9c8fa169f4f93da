import { requestOrderRefundMutation, validateAddressMutation } from '@sdk/gen/api/@tanstack/react-query.gen'
import type { Order } from '@sdk/gen/api/types.gen'
import { isApiError } from '@sdk/runtime/api-error'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useEffect, useRef, useState } from 'react'
import { Button } from '@/components/ui/button'
import { Skeleton } from '@/components/ui/skeleton'
import { instrumentLabel } from '@/domain/instrument-label'
import { errorMessage } from '@/lib/error-message'
import { setServerFieldError, useAppForm } from '@/lib/form'
import { m } from '@/paraglide/messages.js'
import { refundAddressRejectMessage, refundFormOptions } from '../forms/refund-form'
import { orderAmountWithCurrency } from '../order-format'
import { applyOrderUpdate, type OrderRef, orderRefundInfoQueryOptions } from '../queries'
import { useFramedConfirmation } from './framed-confirmation'
import styles from './order.module.css'

/**
 * Request a refund: shows what would come back (refund info) and asks for the refund address on the deposit's
 * network; validates it (validateAddress), then requestOrderRefund with the figures shown (asked once more in another
 * site's frame, framed-confirmation.tsx).
 */
export function RefundForm({
  order,
  orderRef,
  onCancel,
}: {
  order: Order
  orderRef: OrderRef
  onCancel: () => void
}) {
  const queryClient = useQueryClient()
  const refundInfo = useQuery(orderRefundInfoQueryOptions(orderRef))
  const validateAddress = useMutation({ ...validateAddressMutation() })
  const requestRefund = useMutation({
    ...requestOrderRefundMutation(),
    onSuccess: (updated) => applyOrderUpdate(queryClient, orderRef, updated),
  })
  const [refundTo, setRefundTo] = useState('')
  const framed = useFramedConfirmation({
    title: m.order_framed_confirm_refund_title(),
    description: m.order_framed_confirm_refund_text({ address: refundTo }),
    confirmLabel: m.order_refund_submit(),
  })
  const [formError, setFormError] = useState<string | null>(null)
  const formRef = useRef<HTMLFormElement>(null)
  useEffect(() => formRef.current?.querySelector('input')?.focus(), [])
  const from = order.pair.instrumentFrom
  const instrument = instrumentLabel(from)
  const memoNeeded = Boolean(order.depositAddressMemo)

  const form = useAppForm({
    ...refundFormOptions({ refundAddress: order.refundAddress }),
    onSubmit: async ({ value, formApi }) => {
      setFormError(null)
      const info = refundInfo.data
      if (!info) {
        setFormError(m.order_refund_info_loading())
        return
      }
      const refundAddress = value.refundAddress.trim()
      const memo = value.refundAddressMemo.trim()
      try {
        const check = await validateAddress.mutateAsync({
          body: {
            currencyTitle: from.currencyTitle,
            networkTitle: from.networkTitle,
            address: refundAddress,
            getRejectReason: true,
          },
        })
        if (!check.result) {
          setServerFieldError(formApi, 'refundAddress', refundAddressRejectMessage(check.code, instrument))
          return
        }
        setRefundTo(refundAddress)
        if (!(await framed.confirm())) return
        await requestRefund.mutateAsync({
          body: {
            orderId: orderRef.orderId,
            destinationAddress: orderRef.destinationAddress,
            refundAddress,
            refundAmount: info.refundAmountWithoutNetworkFee,
            claimedNetworkFee: info.networkFee,
            ...(memo ? { refundAddressMemo: memo } : {}),
          },
        })
      } catch (error) {
        if (isApiError(error) && error.code === 'ERR_VALIDATION' && error.field === 'refundAddress') {
          setServerFieldError(formApi, 'refundAddress', refundAddressRejectMessage(null, instrument))
          return
        }
        setFormError(errorMessage(error))
        // ERR_BAD_REQUEST can mean the figures went stale: show the current ones.
        if (isApiError(error) && error.code === 'ERR_BAD_REQUEST') void refundInfo.refetch()
      }
    },
  })

  return (
    <form
      ref={formRef}
      className={styles.form}
      noValidate
      aria-label={m.order_refund_title()}
      onSubmit={(event) => {
        event.preventDefault()
        void form.handleSubmit()
      }}
    >
      <h3 className={styles.cardTitle}>{m.order_refund_title()}</h3>
      <div aria-busy={refundInfo.isPending || undefined}>
        {refundInfo.data ? (
          <dl className={styles.facts}>
            <div className={styles.fact}>
              <dt>{m.order_refund_amount()}</dt>
              <dd className={styles.amount}>
                {orderAmountWithCurrency(refundInfo.data.refundAmountWithoutNetworkFee, from.currencyTitle)}
              </dd>
            </div>
            <div className={styles.fact}>
              <dt>{m.order_refund_network_fee()}</dt>
              <dd>{orderAmountWithCurrency(refundInfo.data.networkFee, from.currencyTitle)}</dd>
            </div>
          </dl>
        ) : refundInfo.error ? (
          <p role="alert" className={styles.error}>
            {errorMessage(refundInfo.error)}
          </p>
        ) : (
          <>
            <span className={styles.muted}>{m.order_refund_info_loading()}</span>
            <Skeleton height="var(--space-12)" />
          </>
        )}
      </div>
      <form.AppField name="refundAddress">
        {(field) => (
          <field.TextField
            label={m.order_refund_address({ instrument })}
            autoComplete="off"
            spellCheck={false}
            required
          />
        )}
      </form.AppField>
      {memoNeeded && (
        <form.AppField name="refundAddressMemo">
          {(field) => <field.TextField label={m.order_refund_memo()} autoComplete="off" spellCheck={false} />}
        </form.AppField>
      )}
      {formError && (
        <p role="alert" className={styles.error}>
          {formError}
        </p>
      )}
      <div className={styles.actions}>
        <form.AppForm>
          <form.SubmitButton pendingLabel={m.order_refund_submitting()}>
            {m.order_refund_submit()}
          </form.SubmitButton>
        </form.AppForm>
        <Button variant="ghost" onClick={onCancel}>
          {m.order_refund_cancel()}
        </Button>
      </div>
      {framed.dialog}
    </form>
  )
}

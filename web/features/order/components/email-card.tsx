import { setOrderEmailMutation } from '@sdk/gen/api/@tanstack/react-query.gen'
import type { Order } from '@sdk/gen/api/types.gen'
import { isApiError } from '@sdk/runtime/api-error'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useId } from 'react'
import { Card } from '@/components/ui/card'
import { stripEmailPlus } from '@/domain/email'
import { errorMessage } from '@/lib/error-message'
import { useAppForm } from '@/lib/form'
import { toast } from '@/lib/notifications'
import { m } from '@/paraglide/messages.js'
import { emailFormOptions } from '../forms/email-form'
import { applyOrderUpdate, type OrderRef } from '../queries'
import styles from './order.module.css'

/** Status updates by e-mail (setOrderEmail). An order takes one e-mail: once set, it is shown instead of the form. */
export function EmailCard({ order, orderRef }: { order: Order; orderRef: OrderRef }) {
  const titleId = useId()
  return (
    <Card as="section" aria-labelledby={titleId} className={styles.card}>
      <h2 id={titleId} className={styles.cardTitle}>
        {m.order_email_title()}
      </h2>
      {order.userEmail ? (
        <p>{m.order_email_saved({ email: order.userEmail })}</p>
      ) : (
        <EmailForm orderRef={orderRef} />
      )}
    </Card>
  )
}

function EmailForm({ orderRef }: { orderRef: OrderRef }) {
  const queryClient = useQueryClient()
  const setEmail = useMutation({
    ...setOrderEmailMutation(),
    onSuccess: () => applyOrderUpdate(queryClient, orderRef),
    onError: (error) =>
      toast({
        type: 'error',
        message: errorMessage(error),
        traceId: isApiError(error) ? error.traceId : null,
      }),
  })
  const form = useAppForm({
    ...emailFormOptions,
    onSubmit: async ({ value }) => {
      await setEmail
        .mutateAsync({ body: { orderId: orderRef.orderId, userEmail: value.email.trim() } })
        .catch(() => undefined)
    },
  })
  return (
    <form
      className={styles.form}
      noValidate
      onSubmit={(event) => {
        event.preventDefault()
        void form.handleSubmit()
      }}
    >
      <form.AppField name="email">
        {(field) => (
          <field.TextField
            label={m.order_email_label()}
            hint={m.order_email_hint()}
            type="email"
            inputMode="email"
            autoComplete="email"
            normalize={stripEmailPlus}
          />
        )}
      </form.AppField>
      <div className={styles.actions}>
        <form.AppForm>
          <form.SubmitButton>{m.order_email_submit()}</form.SubmitButton>
        </form.AppForm>
      </div>
    </form>
  )
}

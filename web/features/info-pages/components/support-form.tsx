import { createSupportRequestMutation } from '@sdk/gen/api/@tanstack/react-query.gen'
import type { SupportRequestReceipt } from '@sdk/gen/api/types.gen'
import { zSupportTopic } from '@sdk/gen/api/zod.gen'
import { isApiError } from '@sdk/runtime/api-error'
import { useMutation } from '@tanstack/react-query'
import { type FormEvent, useState } from 'react'
import { Button } from '@/components/ui/button'
import { Callout } from '@/components/ui/callout'
import { errorMessage } from '@/lib/error-message'
import { focusFirstInvalidField, setServerFieldError, useAppForm } from '@/lib/form'
import { m } from '@/paraglide/messages.js'
import { getLocale } from '@/paraglide/runtime.js'
import { type SupportValues, supportFieldRules, supportFormOptions } from '../forms/support-form-options'
import { supportRequest } from '../support-request'
import styles from './support-form.module.css'
import { SupportMessageField, SupportTopicField } from './support-form-fields'
import { SUPPORT_FORM_ID } from './support-form-id'

const SERVER_FIELDS = ['name', 'email', 'orderId', 'message'] as const

/** The receipt takes the focus from the send button it replaces, which would otherwise drop it to <body>. */
const focusOnMount = (node: HTMLElement | null) => node?.focus()

/**
 * The contact form (createSupportRequest). A failure shows on the field the server named or above the button,
 * and everything typed stays; a retry sends the same requestId, so it never makes a second ticket.
 */
export function SupportForm({ topic }: { topic?: string }) {
  const [requestId, setRequestId] = useState(() => crypto.randomUUID())
  const [receipt, setReceipt] = useState<SupportRequestReceipt | null>(null)
  const [alert, setAlert] = useState<string | null>(null)
  const send = useMutation({ ...createSupportRequestMutation() })
  // A topic the linking page chose (?topic=other), when it is one of the contract's.
  const linkedTopic = zSupportTopic.safeParse(topic)
  const form = useAppForm({
    ...supportFormOptions(linkedTopic.success ? { topic: linkedTopic.data } : {}),
    onSubmit: async ({ value, formApi }) => {
      setAlert(null)
      try {
        setReceipt(await send.mutateAsync({ body: supportRequest(value, requestId, getLocale()) }))
      } catch (error) {
        const field = isApiError(error) ? error.field : null
        const known = SERVER_FIELDS.find((name) => name === field)
        if (known) {
          setServerFieldError<SupportValues>(formApi, known, errorMessage(error))
          // A keyboard or screen-reader user lands on the field to correct (a general error leaves focus on the
          // submit button, which stays focusable while the form sends, and the alert below is announced).
          focusFirstInvalidField(formApi)
        } else setAlert(errorMessage(error))
      }
    },
  })

  if (receipt) {
    return (
      <div className={styles.form} ref={focusOnMount} tabIndex={-1}>
        <Callout tone="success" role="status">
          {m.info_support_sent({ ticket: receipt.ticketId, hours: receipt.replyWithinHours })}
        </Callout>
        <Button
          variant="secondary"
          onClick={() => {
            form.reset()
            setRequestId(crypto.randomUUID())
            setReceipt(null)
          }}
        >
          {m.info_support_send_another()}
        </Button>
      </div>
    )
  }

  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (!form.state.isSubmitting) void form.handleSubmit()
  }

  return (
    <form
      id={SUPPORT_FORM_ID}
      noValidate
      className={styles.form}
      onSubmit={submit}
      aria-labelledby="support-form-title"
    >
      <h2 id="support-form-title" className={styles.title}>
        {m.info_support_form_title()}
      </h2>
      <div className={styles.row}>
        <form.AppField name="name" validators={{ onSubmit: ({ value }) => supportFieldRules.name(value) }}>
          {(field) => <field.TextField label={m.info_support_name_label()} autoComplete="name" />}
        </form.AppField>
        <form.AppField name="email" validators={{ onSubmit: ({ value }) => supportFieldRules.email(value) }}>
          {(field) => (
            <field.TextField
              label={m.info_support_email_label()}
              type="email"
              autoComplete="email"
              required
            />
          )}
        </form.AppField>
      </div>
      <div className={styles.row}>
        <form.AppField name="topic">{() => <SupportTopicField />}</form.AppField>
        <form.AppField
          name="orderId"
          validators={{ onSubmit: ({ value }) => supportFieldRules.orderId(value) }}
        >
          {(field) => (
            <field.TextField
              label={m.info_support_order_label()}
              hint={m.info_support_order_hint()}
              autoComplete="off"
            />
          )}
        </form.AppField>
      </div>
      <form.AppField
        name="message"
        validators={{ onSubmit: ({ value }) => supportFieldRules.message(value) }}
      >
        {() => <SupportMessageField />}
      </form.AppField>
      {alert && (
        <Callout tone="danger" role="alert">
          {alert}
        </Callout>
      )}
      <form.AppForm>
        <form.SubmitButton pendingLabel={m.info_support_sending()}>{m.info_support_send()}</form.SubmitButton>
      </form.AppForm>
    </form>
  )
}

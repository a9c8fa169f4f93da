import type { AnyFormApi } from '@tanstack/react-form'
import { memo, Suspense, useCallback, useEffect, useRef } from 'react'
import { lazyPart } from '@/lib/connectivity/load-when-online'
import { focusFirstInvalidField, setServerFieldError, useAppForm } from '@/lib/form'
import { useMessagesRevision } from '@/lib/i18n/server-messages-root'
import { usePrimaryFormAction } from '@/lib/primary-action'
import { useSession } from '@/lib/session/use-session'
import { m } from '@/paraglide/messages.js'
import {
  emptyOrderFields,
  type OrderFields,
  type OrderFormValues,
  orderFormOptions,
} from '../forms/order-form'
import { useAddressCheck } from '../forms/use-address-check'
import { useOrderDraft } from '../forms/use-order-draft'
import type { CalculatorValues } from '../selection/calculator'
import { FormFeedback } from '../submit/form-feedback'
import type { Feedback, SubmitOutcome } from '../submit/submit-outcome'
import { useExchangeSubmit } from '../submit/use-exchange-submit'
import styles from './exchange-form.module.css'
import { OrderFields as OrderFieldsView } from './order-fields'

const KycDialog = lazyPart(() =>
  import('../fiat/kyc-dialog').then((module) => ({ default: module.KycDialog })),
)

export interface OrderPartProps {
  id: string
  pair: Pick<CalculatorValues, 'from' | 'to' | 'rateMode'>
  /**
   * What the calculator holds at the moment of a submit (amounts included), with the rate mode in effect. A
   * function, so that typing an amount or a new rate does not re-render the order fields.
   */
  readCalculator: () => CalculatorValues
  /**
   * Checked on each submit with the order fields, so every error shows at once: what in the calculator keeps the
   * order from being made (it says so itself; the element to focus), or null.
   */
  checkCalculator: () => HTMLElement | null
  referralQuery: string | undefined
  /**
   * A draft sent back (by /order/pending, or a fiat order stopped in its identity check): the order fields as
   * they were and what went wrong; `resumeKyc`: the identity check was open when the page reloaded, so the
   * form submits again at once and the check goes on where it stopped.
   */
  restored: { fields: OrderFields; outcome: SubmitOutcome; resumeKyc: boolean } | null
  feedback: Feedback | null
  onOutcome: (outcome: SubmitOutcome) => void
  onOpenRedirect: () => void
}

const orderFieldsOf = ({ from: _from, to: _to, rateMode: _mode, ...fields }: OrderFormValues): OrderFields =>
  fields

function applyFieldOutcome(form: AnyFormApi, outcome: SubmitOutcome): boolean {
  if (outcome.email !== undefined) form.setFieldValue('userEmail', outcome.email)
  if (outcome.kind !== 'field') return false
  setServerFieldError<OrderFormValues>(form, outcome.field, outcome.message)
  focusFirstInvalidField(form)
  return true
}

/**
 * The order part of the exchange form (docs/product.md §5): the destination address, memo, refund address, e-mail and
 * terms (TanStack Form through web/lib/form.tsx), what the last submit said, and "Exchange now".
 */
export const OrderPart = memo(function OrderPart({
  id,
  pair,
  readCalculator,
  checkCalculator,
  referralQuery,
  restored,
  feedback,
  onOutcome,
  onOpenRedirect,
}: OrderPartProps) {
  useMessagesRevision()
  const formRef = useRef<HTMLFormElement>(null)
  // Hidden (the service outage layout) the form is still on the page; unmounted (/order/pending showed) it is not.
  const exchange = useExchangeSubmit({
    referralQuery,
    formShown: () => formRef.current?.isConnected === true,
  })
  const checkAddress = useAddressCheck()
  const { from, to, rateMode } = pair
  usePrimaryFormAction(formRef, m.exchange_submit())
  // A card order sent a guest to register (or sign in): it goes on by itself once they are signed in.
  const waitingForSignIn = useRef(false)
  const form = useAppForm({
    ...orderFormOptions({ from, to, rateMode }, restored?.fields ?? emptyOrderFields),
    onSubmit: async ({ value, formApi }) => {
      onOutcome({ kind: 'done' })
      const outcome = await exchange.submit({ ...readCalculator(), ...orderFieldsOf(value) })
      waitingForSignIn.current = outcome.kind === 'sign-in-needed'
      if (!applyFieldOutcome(formApi, outcome)) onOutcome(outcome)
    },
  })

  useOrderDraft(form, restored !== null)

  useEffect(() => {
    const values = form.state.values
    if (values.from !== from) form.setFieldValue('from', from, { dontUpdateMeta: true })
    if (values.to !== to) form.setFieldValue('to', to, { dontUpdateMeta: true })
    if (values.rateMode !== rateMode) form.setFieldValue('rateMode', rateMode, { dontUpdateMeta: true })
  }, [form, from, to, rateMode])

  // biome-ignore lint/correctness/useExhaustiveDependencies: a restored draft's field error is put on once.
  useEffect(() => {
    if (restored) applyFieldOutcome(form, restored.outcome)
  }, [])

  // An identity check a reload interrupted goes on by itself, once the session is known again (a fiat order
  // needs the signed-in account).
  const signedIn = useSession().isSignedIn
  const resumed = useRef(false)
  useEffect(() => {
    if (!restored?.resumeKyc || resumed.current || !signedIn) return
    resumed.current = true
    // As if the user had pressed "Exchange now" again: the KYC modal gives focus back to it when it closes.
    formRef.current?.querySelector<HTMLElement>('[type="submit"]')?.focus({ preventScroll: true })
    void form.handleSubmit()
  }, [form, restored, signedIn])
  useEffect(() => {
    if (!signedIn || !waitingForSignIn.current) return
    waitingForSignIn.current = false
    void form.handleSubmit()
  }, [form, signedIn])

  // The card order's notice, dismissed (the form that owns it stops keeping it), and focus goes on to "Exchange
  // now", the control after it (the dismiss button is gone), as the Tab key would have taken it.
  const dismissFeedback = useCallback(() => {
    onOutcome({ kind: 'done' })
    formRef.current?.querySelector<HTMLElement>('[type="submit"]')?.focus()
  }, [onOutcome])

  return (
    <form
      ref={formRef}
      id={id}
      className={styles.orderPart}
      noValidate
      onFocus={exchange.preload}
      onSubmit={(event) => {
        event.preventDefault()
        const calculatorProblem = checkCalculator()
        // The calculator is above the order fields: its problem is the first, focused last.
        void form.handleSubmit().then(() => calculatorProblem?.focus())
      }}
    >
      <OrderFieldsView form={form} checkAddress={checkAddress} />
      <FormFeedback feedback={feedback} onOpenRedirect={onOpenRedirect} onDismiss={dismissFeedback} />
      <form.AppForm>
        <form.SubmitButton pendingLabel={m.exchange_submit_pending()}>
          {m.exchange_submit()}
        </form.SubmitButton>
      </form.AppForm>
      {exchange.kycStep && (
        <Suspense fallback={null}>
          <KycDialog step={exchange.kycStep} onCancel={exchange.cancelKyc} />
        </Suspense>
      )}
    </form>
  )
})

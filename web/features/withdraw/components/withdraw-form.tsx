import { createAffiliateWithdrawalMutation } from '@sdk/gen/api/@tanstack/react-query.gen'
import type { AffiliateWithdrawal } from '@sdk/gen/api/types.gen'
import { isApiError } from '@sdk/runtime/api-error'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { Callout } from '@/components/ui/callout'
import { Card } from '@/components/ui/card'
import { WITHDRAWAL_CURRENCY, WITHDRAWAL_NETWORK } from '@/config/constants'
import { parseAmount } from '@/domain/amount'
import { useInstrumentPrecision } from '@/domain/use-instruments'
import { errorMessage } from '@/lib/error-message'
import { setServerFieldError, useAppForm } from '@/lib/form'
import { useSession } from '@/lib/session/use-session'
import { m } from '@/paraglide/messages.js'
import { withdrawalAmount, withdrawFormOptions } from '../forms/withdraw-form-options'
import { reloadAfterWithdrawal } from '../queries'
import styles from './withdraw.module.css'
import { WithdrawalSuccessDialog } from './withdrawal-success-dialog'

/** Server codes that belong to a field of the form (docs/product.md §8: the error on its field). */
const AMOUNT_CODES = new Set(['ERR_WITHDRAWAL_TOO_SMALL', 'ERR_BALANCE_TOO_LOW'])

/**
 * The withdrawal form (docs/product.md §3 payload, §5, §8): USDT on TRC20 to a TRON address. The address rule is
 * checked first and nothing is sent when it fails; only a signed-in user sends.
 */
export function WithdrawForm() {
  const queryClient = useQueryClient()
  const { isSignedIn } = useSession()
  const precisionOf = useInstrumentPrecision()
  const decimals = precisionOf({ currencyTitle: WITHDRAWAL_CURRENCY, networkTitle: WITHDRAWAL_NETWORK })
  const [formError, setFormError] = useState<string | null>(null)
  const [done, setDone] = useState<AffiliateWithdrawal | null>(null)
  const withdraw = useMutation({
    ...createAffiliateWithdrawalMutation(),
    onSettled: () => reloadAfterWithdrawal(queryClient),
  })

  const form = useAppForm({
    ...withdrawFormOptions(decimals),
    onSubmit: async ({ value, formApi }) => {
      setFormError(null)
      const amount = parseAmount(withdrawalAmount(value.amount, decimals).amount)
      if (!isSignedIn || amount === null) {
        setFormError(m.withdraw_sign_in_required())
        return
      }
      try {
        const created = await withdraw.mutateAsync({
          body: {
            currencyTitle: WITHDRAWAL_CURRENCY,
            networkTitle: WITHDRAWAL_NETWORK,
            address: value.address.trim(),
            amount,
          },
        })
        formApi.reset()
        setDone(created)
      } catch (error) {
        const message = errorMessage(error)
        if (isApiError(error) && AMOUNT_CODES.has(error.code)) setServerFieldError(formApi, 'amount', message)
        else if (isApiError(error) && error.field === 'address')
          setServerFieldError(formApi, 'address', message)
        else setFormError(message)
      }
    },
  })

  return (
    <Card as="section" aria-labelledby="withdraw-form-title" className={styles.card}>
      <h2 id="withdraw-form-title" className={styles.cardTitle}>
        {m.withdraw_form_title()}
      </h2>
      <p className={styles.muted}>
        {m.withdraw_form_hint({ currency: WITHDRAWAL_CURRENCY, network: WITHDRAWAL_NETWORK })}
      </p>
      <form
        className={styles.form}
        noValidate
        aria-labelledby="withdraw-form-title"
        onSubmit={(event) => {
          event.preventDefault()
          void form.handleSubmit()
        }}
      >
        <form.AppField name="address">
          {(field) => (
            <field.TextField
              label={m.withdraw_address_label({ network: WITHDRAWAL_NETWORK })}
              autoComplete="off"
              spellCheck={false}
              required
            />
          )}
        </form.AppField>
        <form.AppField name="amount">
          {(field) => (
            <field.TextField
              label={m.withdraw_amount_label({ currency: WITHDRAWAL_CURRENCY })}
              inputMode="decimal"
              autoComplete="off"
              normalize={(typed) => withdrawalAmount(typed, decimals).text}
              required
            />
          )}
        </form.AppField>
        {formError && (
          <Callout tone="danger" role="alert">
            {formError}
          </Callout>
        )}
        <form.AppForm>
          <form.SubmitButton pendingLabel={m.withdraw_submitting()}>{m.withdraw_submit()}</form.SubmitButton>
        </form.AppForm>
      </form>
      <WithdrawalSuccessDialog withdrawal={done} onClose={() => setDone(null)} />
    </Card>
  )
}

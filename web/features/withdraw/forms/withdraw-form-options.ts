import { formOptions } from '@tanstack/react-form'
import { ADDRESS_MAX_LENGTH } from '@/config/constants'
import { parseAmount } from '@/lib/amount'
import { textRuleError } from '@/lib/text-safety'
import { m } from '@/paraglide/messages.js'
import { isWithdrawalAddress } from '../withdrawal-address'

export interface WithdrawFormValues {
  address: string
  /** As typed, sanitised (spec §5 "Amount input sanitising"). */
  amount: string
}

type FieldErrors = Partial<Record<keyof WithdrawFormValues, string>>

/**
 * The local rules: the address's text (no hidden or control character, within the cap: issue 13 §4), then the §5
 * address rule (error_address_empty when there is none, else error_address_incorrect, and no call); and a positive
 * amount.
 */
export function withdrawFormErrors(value: WithdrawFormValues): { fields: FieldErrors } | undefined {
  const fields: FieldErrors = {}
  const trimmed = value.address.trim()
  const address =
    textRuleError(value.address, { maxLength: ADDRESS_MAX_LENGTH }) ??
    (!trimmed
      ? m.error_address_empty()
      : isWithdrawalAddress(trimmed)
        ? undefined
        : m.error_address_incorrect())
  if (address) fields.address = address
  if (parseAmount(value.amount) === null) fields.amount = m.withdraw_amount_invalid()
  return Object.keys(fields).length > 0 ? { fields } : undefined
}

const defaultValues: WithdrawFormValues = { address: '', amount: '' }

/** The withdrawal form (spec §3 payload: the address and amount; USDT on TRC20). Judged as typed and on submit. */
export const withdrawFormOptions = formOptions({
  defaultValues,
  validators: {
    onChange: ({ value }: { value: WithdrawFormValues }) => withdrawFormErrors(value),
    onSubmit: ({ value }: { value: WithdrawFormValues }) => withdrawFormErrors(value),
  },
})

import { formOptions } from '@tanstack/react-form'
import { ADDRESS_MAX_LENGTH } from '@/config/constants'
import { amountProblemText, parseAmount, readAmount } from '@/domain/amount'
import { textRuleError } from '@/lib/safety/text-safety'
import { m } from '@/paraglide/messages.js'
import { getLocale } from '@/paraglide/runtime.js'
import { isWithdrawalAddress } from '../withdrawal-address'

export interface WithdrawFormValues {
  address: string
  /** As the field shows it (domain/amount.ts readAmount's `text`); withdrawalAmount reads the number. */
  amount: string
}

type FieldErrors = Partial<Record<keyof WithdrawFormValues, string>>

/** The amount typed, read by the one amount rule for an instrument of `decimals` decimals. */
export const withdrawalAmount = (typed: string, decimals: number) => readAmount(typed, getLocale(), decimals)

/**
 * The local rules: the address's text (no hidden or control character, within the cap: ), then the docs/product.md §5
 * address rule (error_address_empty when there is none, else error_address_incorrect, and no call); and a positive
 * amount that is the number typed (not refused by the amount rule).
 */
export function withdrawFormErrors(
  value: WithdrawFormValues,
  decimals: number,
): { fields: FieldErrors } | undefined {
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
  const { amount, problem } = withdrawalAmount(value.amount, decimals)
  if (problem) fields.amount = amountProblemText(problem)
  else if (parseAmount(amount) === null) fields.amount = m.withdraw_amount_invalid()
  return Object.keys(fields).length > 0 ? { fields } : undefined
}

const defaultValues: WithdrawFormValues = { address: '', amount: '' }

/**
 * The withdrawal form (docs/product.md §3 payload: the address and amount; USDT on TRC20), for an amount of `decimals`
 * decimals. Judged as typed and on submit.
 */
export const withdrawFormOptions = (decimals: number) =>
  formOptions({
    defaultValues,
    validators: {
      onChange: ({ value }: { value: WithdrawFormValues }) => withdrawFormErrors(value, decimals),
      onSubmit: ({ value }: { value: WithdrawFormValues }) => withdrawFormErrors(value, decimals),
    },
  })

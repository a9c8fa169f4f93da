import { formOptions } from '@tanstack/react-form'
import { ADDRESS_MAX_LENGTH, MEMO_MAX_LENGTH } from '@/config/constants'
import { knownAddressRejectMessage } from '@/lib/error-message'
import { textRuleError } from '@/lib/safety/text-safety'
import { m } from '@/paraglide/messages.js'

export interface RefundFormValues {
  refundAddress: string
  refundAddressMemo: string
}

type FieldErrors = Partial<Record<keyof RefundFormValues, string>>

/**
 * The local rules: an address (no hidden or control character, within its cap: ) and an optional memo
 * under the same text rule.
 */
export function refundFormErrors(value: RefundFormValues): { fields: FieldErrors } | undefined {
  const fields: FieldErrors = {}
  const address =
    textRuleError(value.refundAddress, { maxLength: ADDRESS_MAX_LENGTH }) ??
    (value.refundAddress.trim() ? undefined : m.order_refund_address_empty())
  const memo = textRuleError(value.refundAddressMemo, { maxLength: MEMO_MAX_LENGTH })
  if (address) fields.refundAddress = address
  if (memo) fields.refundAddressMemo = memo
  return Object.keys(fields).length > 0 ? { fields } : undefined
}

/**
 * The refund form: the address the deposit goes back to, prefilled from the order's refund address when it has one,
 * and an optional memo.
 */
export function refundFormOptions(defaults: { refundAddress: string | null | undefined }) {
  const defaultValues: RefundFormValues = {
    refundAddress: defaults.refundAddress ?? '',
    refundAddressMemo: '',
  }
  return formOptions({
    defaultValues,
    validators: {
      onChange: ({ value }: { value: RefundFormValues }) => refundFormErrors(value),
    },
  })
}

/**
 * The text for a refund address validateAddress refused: a specific reject code (such as address_reject_iotx) in the
 * words the error table gives it, as the exchange form shows it; the generic address_incorrect, none or a code the
 * table does not know, the refund form's own message naming the deposit's network.
 */
export function refundAddressRejectMessage(code: string | null | undefined, instrument: string): string {
  return knownAddressRejectMessage(code) ?? m.order_refund_address_incorrect({ instrument })
}

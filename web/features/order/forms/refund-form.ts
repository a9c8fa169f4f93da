import { formOptions } from '@tanstack/react-form'
import { m } from '@/paraglide/messages.js'

export interface RefundFormValues {
  refundAddress: string
  refundAddressMemo: string
}

/**
 * The refund form: the address the deposit goes back to, prefilled from the order's refund address when it
 * has one, and an optional memo. The address must be filled here and valid on the deposit's network
 * (checked with validateAddress when submitted, and by the server).
 */
export function refundFormOptions(defaults: { refundAddress: string | null | undefined }) {
  const defaultValues: RefundFormValues = {
    refundAddress: defaults.refundAddress ?? '',
    refundAddressMemo: '',
  }
  return formOptions({
    defaultValues,
    validators: {
      onChange: ({ value }: { value: RefundFormValues }) =>
        value.refundAddress.trim()
          ? undefined
          : { fields: { refundAddress: m.order_refund_address_empty() } },
    },
  })
}

/**
 * The text for an address validateAddress refused: a specific reject code (such as address_reject_iotx) is
 * shown as it is (spec §5); the generic address_incorrect, or none, gets our message.
 */
export function addressRejectMessage(code: string | null | undefined, instrument: string): string {
  return code && code !== 'address_incorrect' ? code : m.order_refund_address_incorrect({ instrument })
}

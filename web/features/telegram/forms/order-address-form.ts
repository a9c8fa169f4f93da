import { formOptions } from '@tanstack/react-form'
import { ADDRESS_MAX_LENGTH } from '@/config/constants'
import { textRuleError } from '@/lib/safety/text-safety'
import { m } from '@/paraglide/messages.js'

/** The destination address as typed: no hidden or control character, within the cap, and filled. */
export function orderAddressError(typed: string): string | undefined {
  return (
    textRuleError(typed, { maxLength: ADDRESS_MAX_LENGTH }) ??
    (typed.trim() === '' ? m.telegram_order_address_required() : undefined)
  )
}

/** The order shortcut's form: the destination address that opens /order/{id} (docs/product.md §2 "Order page"). */
export const orderAddressFormOptions = formOptions({
  defaultValues: { destinationAddress: '' },
  validators: {
    onSubmit: ({ value }: { value: { destinationAddress: string } }) => {
      const error = orderAddressError(value.destinationAddress)
      return error ? { fields: { destinationAddress: error } } : undefined
    },
  },
})

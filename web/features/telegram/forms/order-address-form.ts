import { formOptions } from '@tanstack/react-form'
import { m } from '@/paraglide/messages.js'

/** The order shortcut's form: the destination address that opens /order/{id} (spec §2 "Order page"). */
export const orderAddressFormOptions = formOptions({
  defaultValues: { destinationAddress: '' },
  validators: {
    onSubmit: ({ value }: { value: { destinationAddress: string } }) =>
      value.destinationAddress.trim() === ''
        ? { fields: { destinationAddress: m.telegram_order_address_required() } }
        : undefined,
  },
})

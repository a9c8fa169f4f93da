import { zSetEmailRequest } from '@sdk/gen/api/zod.gen'
import { formOptions } from '@tanstack/react-form'
import { m } from '@/paraglide/messages.js'

/** Spec §5: "a plus sign typed in an e-mail is stripped" (as it is typed). */
export const stripPlusSign = (typed: string): string => typed.replace(/\+/g, '')

/** Spec §5: the e-mail must match a standard e-mail pattern: the contract's own (SetEmailRequest.userEmail). */
export function emailError(email: string): string | undefined {
  return zSetEmailRequest.shape.userEmail.safeParse(email.trim()).success
    ? undefined
    : m.order_email_invalid()
}

/** The order page's "status updates by e-mail" form. */
export const emailFormOptions = formOptions({
  defaultValues: { email: '' },
  validators: {
    onChange: ({ value }: { value: { email: string } }) => {
      const error = emailError(value.email)
      return error ? { fields: { email: error } } : undefined
    },
  },
})

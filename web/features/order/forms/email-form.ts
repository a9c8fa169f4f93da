import { formOptions } from '@tanstack/react-form'
import { isEmail } from '@/lib/email'
import { m } from '@/paraglide/messages.js'

/** Spec §5: the e-mail must match a standard e-mail pattern (the app's one rule, lib/email.ts). */
export function emailError(email: string): string | undefined {
  return isEmail(email.trim()) ? undefined : m.error_email_invalid()
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

import { formOptions } from '@tanstack/react-form'
import { emailError } from '@/domain/email'

/** The order page's "status updates by e-mail" form: the app's one e-mail rule (domain/email.ts, docs/product.md §5). */
export const emailFormOptions = formOptions({
  defaultValues: { email: '' },
  validators: {
    onChange: ({ value }: { value: { email: string } }) => {
      const error = emailError(value.email)
      return error ? { fields: { email: error } } : undefined
    },
  },
})

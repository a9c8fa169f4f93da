import { formOptions } from '@tanstack/react-form'
import { emailError } from '@/domain/email'
import { authValidationLogic } from './auth-validation-logic'
import { reportedFieldErrors, type ValidatingForm } from './auth-validators'

export type EmailConfirmationValues = { email: string }

/** The e-mail confirmation dialog (docs/product.md §2): one e-mail, checked against the standard pattern (§5). */
export const emailConfirmationFormOptions = (initial: Partial<EmailConfirmationValues> = {}) =>
  formOptions({
    defaultValues: { email: initial.email ?? '' } as EmailConfirmationValues,
    validationLogic: authValidationLogic,
    validators: {
      onDynamic: ({ value, formApi }: { value: EmailConfirmationValues; formApi: ValidatingForm }) =>
        reportedFieldErrors(formApi, { email: emailError(value.email) }),
    },
  })

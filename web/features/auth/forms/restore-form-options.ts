import { formOptions } from '@tanstack/react-form'
import { emailError } from '@/domain/email'
import { authValidationLogic } from './auth-validation-logic'
import { reportedFieldErrors, type ValidatingForm } from './auth-validators'

export type RestoreValues = { email: string }

/** The restore-password dialog: the account's e-mail, where the reset code is sent. */
export const restoreFormOptions = (initial: Partial<RestoreValues> = {}) =>
  formOptions({
    defaultValues: { email: initial.email ?? '' } as RestoreValues,
    validationLogic: authValidationLogic,
    validators: {
      onDynamic: ({ value, formApi }: { value: RestoreValues; formApi: ValidatingForm }) =>
        reportedFieldErrors(formApi, { email: emailError(value.email) }),
    },
  })

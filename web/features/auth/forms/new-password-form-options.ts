import { formOptions } from '@tanstack/react-form'
import { emailError } from '@/domain/email'
import { authValidationLogic } from './auth-validation-logic'
import {
  confirmationError,
  newPasswordError,
  reportedFieldErrors,
  resetCodeError,
  type ValidatingForm,
} from './auth-validators'

export type NewPasswordValues = {
  email: string
  passwordResetCode: string
  password: string
  passwordConfirm: string
}

/** The new-password dialog (docs/product.md §3 Auth form: passwordResetCode; §5: matching passwords). */
export const newPasswordFormOptions = (initial: Partial<NewPasswordValues> = {}) =>
  formOptions({
    defaultValues: {
      email: initial.email ?? '',
      passwordResetCode: '',
      password: '',
      passwordConfirm: '',
    } as NewPasswordValues,
    validationLogic: authValidationLogic,
    validators: {
      onDynamic: ({ value, formApi }: { value: NewPasswordValues; formApi: ValidatingForm }) =>
        reportedFieldErrors(formApi, {
          email: emailError(value.email),
          passwordResetCode: resetCodeError(value.passwordResetCode),
          password: newPasswordError(value.password),
          passwordConfirm: confirmationError(value.password, value.passwordConfirm),
        }),
    },
  })

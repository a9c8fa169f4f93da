import { formOptions } from '@tanstack/react-form'
import { emailError } from '@/domain/email'
import { authValidationLogic } from './auth-validation-logic'
import { loginPasswordError, reportedFieldErrors, type ValidatingForm } from './auth-validators'

export type LoginValues = { email: string; password: string }

/** The login dialog (docs/product.md §3 Auth form: email, password). */
export const loginFormOptions = (initial: Partial<LoginValues> = {}) =>
  formOptions({
    defaultValues: { email: initial.email ?? '', password: '' } as LoginValues,
    validationLogic: authValidationLogic,
    validators: {
      onDynamic: ({ value, formApi }: { value: LoginValues; formApi: ValidatingForm }) =>
        reportedFieldErrors(formApi, {
          email: emailError(value.email),
          password: loginPasswordError(value.password),
        }),
    },
  })

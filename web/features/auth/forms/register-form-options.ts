import { formOptions } from '@tanstack/react-form'
import { env } from '@/config/env'
import { emailError } from '@/domain/email'
import { authValidationLogic } from './auth-validation-logic'
import {
  authValidationMessage,
  confirmationError,
  newPasswordError,
  reportedFieldErrors,
  type ValidatingForm,
} from './auth-validators'

export type RegisterValues = {
  email: string
  password: string
  passwordConfirm: string
  isTermsAccepted: boolean
}

/**
 * The register dialog (docs/product.md §3 Auth form; §5: e-mail pattern, matching passwords, accepted terms when the theme
 * asks for them: the runtime configuration's theme.registrationRequiresTerms, default REGISTRATION_REQUIRES_TERMS).
 */
export const registerFormOptions = (
  initial: Partial<RegisterValues> = {},
  requiresTerms: boolean = env.registrationRequiresTerms,
) =>
  formOptions({
    defaultValues: {
      email: initial.email ?? '',
      password: '',
      passwordConfirm: '',
      isTermsAccepted: false,
    } as RegisterValues,
    validationLogic: authValidationLogic,
    validators: {
      onDynamic: ({ value, formApi }: { value: RegisterValues; formApi: ValidatingForm }) =>
        reportedFieldErrors(formApi, {
          email: emailError(value.email),
          password: newPasswordError(value.password),
          passwordConfirm: confirmationError(value.password, value.passwordConfirm),
          isTermsAccepted:
            requiresTerms && !value.isTermsAccepted ? authValidationMessage.TERMS_NOT_ACCEPTED() : undefined,
        }),
    },
  })

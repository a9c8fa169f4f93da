import { isApiError } from '@sdk/runtime/api-error'
import type { AnyFormApi, DeepKeys } from '@tanstack/react-form'
import { errorMessage } from '@/lib/error-message'
import { type ServerErrorForm, setServerFieldError } from '@/lib/form'

/** The request fields the server may name, as the auth forms call them. */
const FORM_FIELD_OF: Record<string, string> = {
  email: 'email',
  password: 'password',
  resetCode: 'passwordResetCode',
}

/**
 * The form fields a failure belongs on (docs/product.md §8 Handling): invalid credentials on login and password, an
 * already registered e-mail on the login field, a wrong reset code on the code field, a validation error on the field
 * the server named.
 */
export function serverErrorFields(error: unknown): string[] {
  if (!isApiError(error)) return []
  switch (error.code) {
    case 'ERR_INVALID_CREDENTIALS':
      return ['email', 'password']
    case 'ERR_USER_ALREADY_REGISTERED':
      return ['email']
    case 'ERR_INVALID_PASSWORD_RESET_CODE':
      return ['passwordResetCode']
    case 'ERR_VALIDATION': {
      const field = error.field === null ? undefined : FORM_FIELD_OF[error.field]
      return field ? [field] : []
    }
    default:
      return []
  }
}

/**
 * Puts a failure on its fields (text from errorMessage, the one table); returns the text for the form-level alert
 * when it belongs to no field of this form. What the user typed stays.
 */
export function showServerError<TFormData extends object>(
  form: ServerErrorForm<TFormData>,
  error: unknown,
): string | null {
  const message = errorMessage(error)
  const isField = (field: string): field is DeepKeys<TFormData> & string => field in form.state.values
  const fields = serverErrorFields(error).filter(isField)
  if (fields.length === 0) return message
  for (const field of fields) setServerFieldError(form, field, message)
  return null
}

/**
 * Clears the server's errors from every field of the form. Wrong credentials name the e-mail and the password
 * together: editing either makes the pair new, so the message must not stay on the other.
 */
export function clearServerErrors(form: AnyFormApi): void {
  for (const [field, meta] of Object.entries(form.state.fieldMeta)) {
    if (meta?.errorMap.onServer === undefined) continue
    form.setFieldMeta(field, (prev) => ({ ...prev, errorMap: { ...prev.errorMap, onServer: undefined } }))
  }
}

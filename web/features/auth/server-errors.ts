import { isApiError } from '@sdk/runtime/api-error'
import { errorMessage } from '@/lib/error-message'
import { setServerFieldError } from '@/lib/form'

/** The request fields the server may name, as the auth forms call them. */
const FORM_FIELD_OF: Record<string, string> = {
  email: 'email',
  password: 'password',
  resetCode: 'passwordResetCode',
}

/**
 * The form fields a failure belongs on (spec §8 Handling): invalid credentials on login and password, an
 * already registered e-mail on the login field, a wrong reset code on the code field, a validation error on the
 * field the server named. Empty: the failure is the whole form's.
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
 * A TanStack FormApi. (setServerFieldError's own parameter type does not accept a real FormApi — its updater is
 * typed `meta => object` — so the form is passed through as that type; reported to the lead.)
 */
type ServerErrorForm = { state: { values: object } }
type FieldMetaSetter = Parameters<typeof setServerFieldError>[0]

/**
 * Puts a failure on its fields (text from errorMessage, the one table); returns the text for the form-level alert
 * when it belongs to no field of this form. What the user typed stays.
 */
export function showServerError(form: ServerErrorForm, error: unknown): string | null {
  const message = errorMessage(error)
  const fields = serverErrorFields(error).filter((field) => field in form.state.values)
  if (fields.length === 0) return message
  for (const field of fields) setServerFieldError(form as unknown as FieldMetaSetter, field, message)
  return null
}

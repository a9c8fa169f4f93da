import { zLocalAuthenticateRequest, zPassword, zResetPasswordRequest } from '@sdk/gen/api/zod.gen'
import { isEmail } from '@/lib/email'
import { m } from '@/paraglide/messages.js'

/**
 * The auth form's validation codes (spec §5 Auth) and their messages. The checks build on the contract's schemas,
 * so the client accepts what the server accepts.
 */
export const authValidationMessage = {
  EMAIL_VALIDATION_ERROR: () => m.error_email_invalid(),
  PASSWORD_DO_NOT_MATCH_ERROR: () => m.error_password_mismatch(),
  /** A password outside the contract's rule (the same text as the server's password-field error). */
  PASSWORD_RULE_ERROR: () => m.error_password_validation(),
  PASSWORD_REQUIRED: () => m.auth_error_password_required(),
  RESET_CODE_REQUIRED: () => m.auth_error_reset_code_required(),
  TERMS_NOT_ACCEPTED: () => m.error_agree_privacy(),
} as const

type FieldErrors = Record<string, string>

/** The e-mail as it is sent: trimmed. */
export const normalizeEmail = (email: string): string => email.trim()

export function emailError(email: string): string | undefined {
  return isEmail(normalizeEmail(email)) ? undefined : authValidationMessage.EMAIL_VALIDATION_ERROR()
}

/** Sign-in only needs a password (its rule was checked when it was set). */
export function loginPasswordError(password: string): string | undefined {
  return zLocalAuthenticateRequest.shape.password.safeParse(password).success
    ? undefined
    : authValidationMessage.PASSWORD_REQUIRED()
}

/** A new password (registration, reset) follows the contract's Password rule. */
export function newPasswordError(password: string): string | undefined {
  if (password === '') return authValidationMessage.PASSWORD_REQUIRED()
  return zPassword.safeParse(password).success ? undefined : authValidationMessage.PASSWORD_RULE_ERROR()
}

/** Spec §5: registration and password reset need password and confirmation to match. */
export function confirmationError(password: string, passwordConfirm: string): string | undefined {
  return password === passwordConfirm ? undefined : authValidationMessage.PASSWORD_DO_NOT_MATCH_ERROR()
}

export function resetCodeError(resetCode: string): string | undefined {
  return zResetPasswordRequest.shape.resetCode.safeParse(resetCode.trim()).success
    ? undefined
    : authValidationMessage.RESET_CODE_REQUIRED()
}

/** What a form-level validator sees of its form. */
export type ValidatingForm = { state: { submissionAttempts: number; fieldMeta: object } }

/**
 * A form-level validator's answer: the errors of the fields the user has left (all of them once a submit was
 * tried), or undefined when there are none; TanStack Form puts each on its field.
 */
export function reportedFieldErrors(
  form: ValidatingForm,
  errors: Record<string, string | undefined>,
): { fields: FieldErrors } | undefined {
  const meta = form.state.fieldMeta as Record<string, { isBlurred?: boolean } | undefined>
  const judged = (name: string) => form.state.submissionAttempts > 0 || meta[name]?.isBlurred === true
  const fields: FieldErrors = {}
  for (const [name, error] of Object.entries(errors)) if (error && judged(name)) fields[name] = error
  return Object.keys(fields).length > 0 ? { fields } : undefined
}

import { zLocalAuthenticateRequest, zPassword, zResetPasswordRequest } from '@sdk/gen/api/zod.gen'
import { contractMaxLength, forbiddenCharacterError, textRuleError } from '@/lib/safety/text-safety'
import { m } from '@/paraglide/messages.js'

/**
 * The auth form's validation codes (docs/product.md §5 Auth) and their messages. The checks build on the contract's
 * schemas, so the client accepts what the server accepts.
 */
export const authValidationMessage = {
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

/** Sign-in only needs a password (its rule was checked when it was set). */
export function loginPasswordError(password: string): string | undefined {
  return zLocalAuthenticateRequest.shape.password.safeParse(password).success
    ? undefined
    : authValidationMessage.PASSWORD_REQUIRED()
}

/**
 * A new password (registration, reset) follows the contract's Password rule, and has no hidden or control character:
 * one pasted in could never be typed again.
 */
export function newPasswordError(password: string): string | undefined {
  if (password === '') return authValidationMessage.PASSWORD_REQUIRED()
  const hidden = forbiddenCharacterError(password)
  if (hidden) return hidden
  return zPassword.safeParse(password).success ? undefined : authValidationMessage.PASSWORD_RULE_ERROR()
}

/** docs/product.md §5: registration and password reset need password and confirmation to match. */
export function confirmationError(password: string, passwordConfirm: string): string | undefined {
  return password === passwordConfirm ? undefined : authValidationMessage.PASSWORD_DO_NOT_MATCH_ERROR()
}

/** The reset code as typed: no hidden character, within the contract's length. */
export function resetCodeError(resetCode: string): string | undefined {
  const schema = zResetPasswordRequest.shape.resetCode
  if (resetCode.trim() === '') return authValidationMessage.RESET_CODE_REQUIRED()
  return textRuleError(resetCode, { maxLength: contractMaxLength(schema) })
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

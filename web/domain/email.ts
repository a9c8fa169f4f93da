import { zSetEmailRequest } from '@sdk/gen/api/zod.gen'
import { EMAIL_MAX_LENGTH } from '@/config/constants'
import { textRuleError } from '@/lib/safety/text-safety'
import { m } from '@/paraglide/messages.js'

/**
 * The one e-mail rule of the app (docs/product.md §5 "The e-mail must match a standard e-mail pattern"): the contract's own
 * pattern (`userEmail` of SetEmailRequest, z.email()), so the client accepts exactly what the server accepts, within
 * EMAIL_MAX_LENGTH. `text` is the address as sent (trimmed).
 */
export const isEmail = (text: string): boolean =>
  text.length <= EMAIL_MAX_LENGTH && zSetEmailRequest.shape.userEmail.safeParse(text).success

/**
 * The message for an e-mail field as typed, or undefined when it holds an e-mail: a hidden or control character
 * first (named; ), then the length, then the pattern. Every e-mail field of the app (exchange form,
 * order page, auth dialogs, support form) uses it; an optional field checks only what was typed.
 */
export function emailError(typed: string): string | undefined {
  const textError = textRuleError(typed, { maxLength: EMAIL_MAX_LENGTH })
  if (textError) return textError
  return isEmail(typed.trim()) ? undefined : m.error_email_invalid()
}

/** Spec docs/product.md §5: "a plus sign typed in an e-mail is stripped" (as it is typed). */
export const stripEmailPlus = (typed: string): string => typed.replace(/\+/g, '')

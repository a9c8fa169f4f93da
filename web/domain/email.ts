import { zSetEmailRequest } from '@sdk/gen/api/zod.gen'
import { EMAIL_MAX_LENGTH } from '@/config/constants'
import { textRuleError } from '@/lib/safety/text-safety'
import { m } from '@/paraglide/messages.js'

/** The contract's own pattern (SetEmailRequest.userEmail), so the client accepts exactly what the server accepts. */
export const isEmail = (text: string): boolean =>
  text.length <= EMAIL_MAX_LENGTH && zSetEmailRequest.shape.userEmail.safeParse(text).success

/** An optional field checks only what was typed. */
export function emailError(typed: string): string | undefined {
  const textError = textRuleError(typed, { maxLength: EMAIL_MAX_LENGTH })
  if (textError) return textError
  return isEmail(typed.trim()) ? undefined : m.error_email_invalid()
}

/** docs/product.md §5: a typed plus sign is stripped. */
export const stripEmailPlus = (typed: string): string => typed.replace(/\+/g, '')

import type { SupportRequest } from '@sdk/gen/api/types.gen'
import type { Locale } from '@/paraglide/runtime.js'
import type { SupportValues } from './forms/support-form-options'

/**
 * The request a submitted form sends: trimmed, optional fields left out when empty, and the requestId of this
 * message, kept across retries so a retry after a lost answer makes no second ticket (the contract's idempotency).
 */
export function supportRequest(values: SupportValues, requestId: string, locale: Locale): SupportRequest {
  const name = values.name.trim()
  const orderId = values.orderId.trim()
  return {
    requestId,
    email: values.email.trim(),
    topic: values.topic,
    message: values.message.trim(),
    locale,
    ...(name ? { name } : {}),
    ...(orderId ? { orderId } : {}),
  }
}

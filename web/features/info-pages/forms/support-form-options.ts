import type { SupportTopic } from '@sdk/gen/api/types.gen'
import { zSupportRequest } from '@sdk/gen/api/zod.gen'
import { formOptions } from '@tanstack/react-form'
import { emailError } from '@/domain/email'
import { forbiddenCharacterError } from '@/lib/safety/text-safety'
import { m } from '@/paraglide/messages.js'

export type SupportValues = {
  name: string
  email: string
  topic: SupportTopic
  orderId: string
  message: string
}

const { name, orderId, message } = zSupportRequest.shape

/**
 * Each field's rule: no hidden or control character (; the message keeps line feeds and tabs), then the
 * contract's SupportRequest (a field the server would refuse is refused here first, its caps included).
 */
export const supportFieldRules = {
  name: (value: string) =>
    forbiddenCharacterError(value) ??
    (name.safeParse(value.trim()).success ? undefined : m.info_support_error_name()),
  email: (value: string) => emailError(value),
  orderId: (value: string) =>
    forbiddenCharacterError(value) ??
    (value.trim() === '' || orderId.safeParse(value.trim()).success
      ? undefined
      : m.info_support_error_order_id()),
  message: (value: string) =>
    forbiddenCharacterError(value, true) ??
    (message.safeParse(value.trim()).success ? undefined : m.info_support_error_message()),
}

/** The support form: who writes, about what, the order it concerns (optional) and the message. */
export const supportFormOptions = (initial: Partial<SupportValues> = {}) =>
  formOptions({
    defaultValues: {
      name: '',
      email: '',
      topic: 'order',
      orderId: '',
      message: '',
      ...initial,
    } as SupportValues,
  })

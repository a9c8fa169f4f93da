import { formOptions } from '@tanstack/react-form'
import { m } from '@/paraglide/messages.js'

/** The password that confirms linking Telegram (linkTelegram): asked for, never checked here beyond being there. */
export const linkTelegramFormOptions = formOptions({
  defaultValues: { password: '' },
  validators: {
    onSubmit: ({ value }: { value: { password: string } }) =>
      value.password === '' ? { fields: { password: m.telegram_link_password_required() } } : undefined,
  },
})

import { isApiError } from '@sdk/runtime/api-error'
import { Dialog } from 'radix-ui'
import { useState } from 'react'
import { Button } from '@/components/ui/button'
import { Callout } from '@/components/ui/callout'
import { errorMessage } from '@/lib/error-message'
import { setServerFieldError, useAppForm } from '@/lib/form'
import { m } from '@/paraglide/messages.js'
import { linkTelegramFormOptions } from './forms/link-telegram-form'
import styles from './telegram.module.css'

export interface LinkTelegramDialogProps {
  /** Links with the password; rejects with the SDK's error. */
  onLink: (password: string) => Promise<void>
  onCancel: () => void
}

/**
 * Linking Telegram to an e-mail account asks for the account's password first: the link lets whoever holds this
 * Telegram account sign in to it. A wrong password is said on the field; any other failure below it.
 */
export function LinkTelegramDialog({ onLink, onCancel }: LinkTelegramDialogProps) {
  const [formError, setFormError] = useState<string | null>(null)
  const form = useAppForm({
    ...linkTelegramFormOptions,
    onSubmit: async ({ value, formApi }) => {
      setFormError(null)
      try {
        await onLink(value.password)
      } catch (error) {
        const onPassword =
          isApiError(error) &&
          (error.code === 'ERR_INVALID_CREDENTIALS' ||
            (error.code === 'ERR_VALIDATION' && error.field === 'password'))
        if (onPassword) setServerFieldError(formApi, 'password', errorMessage(error))
        else setFormError(errorMessage(error))
      }
    },
  })
  return (
    <Dialog.Root open onOpenChange={(open) => !open && onCancel()}>
      <Dialog.Portal>
        <Dialog.Overlay className={styles.overlay} />
        <Dialog.Content className={styles.dialog}>
          <Dialog.Title className={styles.dialogTitle}>{m.telegram_link_confirm_title()}</Dialog.Title>
          <Dialog.Description className={styles.muted}>{m.telegram_link_confirm_text()}</Dialog.Description>
          <form
            className={styles.form}
            noValidate
            onSubmit={(event) => {
              event.preventDefault()
              void form.handleSubmit()
            }}
          >
            <form.AppField name="password">
              {(field) => (
                <field.TextField
                  label={m.telegram_link_password_label()}
                  type="password"
                  autoComplete="current-password"
                  required
                />
              )}
            </form.AppField>
            {formError && (
              <Callout tone="danger" role="alert">
                {formError}
              </Callout>
            )}
            <div className={styles.actions}>
              <Dialog.Close asChild>
                <Button type="button" variant="secondary">
                  {m.telegram_link_cancel()}
                </Button>
              </Dialog.Close>
              <form.AppForm>
                <form.SubmitButton pendingLabel={m.telegram_link_pending()}>
                  {m.telegram_link_submit()}
                </form.SubmitButton>
              </form.AppForm>
            </div>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}

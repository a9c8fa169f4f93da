import { useState } from 'react'
import { useAppForm } from '@/lib/form'
import type { AuthDialogView } from '@/lib/session/auth-dialog-context'
import { m } from '@/paraglide/messages.js'
import { sendResetCode } from './auth-actions'
import styles from './auth-dialog.module.css'
import { AccountEmailField } from './credential-fields'
import { FormAlert, SwitchLink, SwitchLinks, submitOnce } from './form-parts'
import { restoreFormOptions } from './forms/restore-form-options'
import { showServerError } from './server-errors'

export type RestoreFormProps = {
  email?: string
  /** docs/product.md §4: after a reset code is sent the new-password dialog opens. */
  onCodeSent: (email: string) => void
  onSwitch: (view: AuthDialogView, email: string) => void
}

/** docs/product.md §2 restore-password dialog: asks for a reset code by e-mail. */
export function RestoreForm({ email, onCodeSent, onSwitch }: RestoreFormProps) {
  const [alert, setAlert] = useState<string | null>(null)
  const form = useAppForm({
    ...restoreFormOptions({ email }),
    onSubmit: async ({ value, formApi }) => {
      setAlert(null)
      try {
        await sendResetCode(value.email)
      } catch (error) {
        setAlert(showServerError(formApi, error))
        return
      }
      onCodeSent(value.email.trim())
    },
  })

  return (
    <form noValidate className={styles.form} onSubmit={submitOnce(form)}>
      <AccountEmailField form={form} fields={{ email: 'email' }} />
      <FormAlert>{alert}</FormAlert>
      <form.AppForm>
        <form.SubmitButton pendingLabel={m.auth_pending()}>{m.auth_restore_submit()}</form.SubmitButton>
      </form.AppForm>
      <SwitchLinks>
        <SwitchLink onClick={() => onSwitch('login', form.state.values.email)}>
          {m.auth_back_to_login()}
        </SwitchLink>
      </SwitchLinks>
    </form>
  )
}

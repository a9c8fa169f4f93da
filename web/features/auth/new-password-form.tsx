import { useState } from 'react'
import { useAppForm } from '@/lib/form'
import type { AuthDialogView } from '@/lib/session/auth-dialog-context'
import { m } from '@/paraglide/messages.js'
import { setNewPassword } from './auth-actions'
import styles from './auth-dialog.module.css'
import { AccountEmailField, PasswordFields } from './credential-fields'
import { FormAlert, FormNotice, SwitchLink, SwitchLinks, submitOnce } from './form-parts'
import { newPasswordFormOptions } from './forms/new-password-form-options'
import { showServerError } from './server-errors'

export type NewPasswordFormProps = {
  email?: string
  notice?: string
  /** docs/product.md §4: after a password reset the login dialog opens. */
  onPasswordChanged: (email: string) => void
  onSwitch: (view: AuthDialogView, email: string) => void
}

/** docs/product.md §2 new-password dialog: the reset code from the e-mail and the new password, twice. */
export function NewPasswordForm({ email, notice, onPasswordChanged, onSwitch }: NewPasswordFormProps) {
  const [alert, setAlert] = useState<string | null>(null)
  const form = useAppForm({
    ...newPasswordFormOptions({ email }),
    onSubmit: async ({ value, formApi }) => {
      setAlert(null)
      try {
        await setNewPassword({
          email: value.email,
          password: value.password,
          resetCode: value.passwordResetCode,
        })
      } catch (error) {
        setAlert(showServerError(formApi, error))
        return
      }
      onPasswordChanged(value.email.trim())
    },
  })

  return (
    <form noValidate className={styles.form} onSubmit={submitOnce(form)}>
      <FormNotice>{notice}</FormNotice>
      <AccountEmailField form={form} fields={{ email: 'email' }} fieldClassName={styles.keepsErrorRoom} />
      <form.AppField name="passwordResetCode">
        {(field) => (
          <field.TextField
            className={styles.keepsErrorRoom}
            label={m.auth_reset_code_label()}
            inputMode="numeric"
            autoComplete="one-time-code"
          />
        )}
      </form.AppField>
      <PasswordFields
        form={form}
        fields={{ password: 'password', passwordConfirm: 'passwordConfirm' }}
        passwordLabel={m.auth_new_password_label()}
        fieldClassName={styles.keepsErrorRoom}
      />
      <FormAlert>{alert}</FormAlert>
      <form.AppForm>
        <form.SubmitButton pendingLabel={m.auth_pending()}>{m.auth_new_password_submit()}</form.SubmitButton>
      </form.AppForm>
      <SwitchLinks>
        <SwitchLink onClick={() => onSwitch('restore', form.state.values.email)}>
          {m.auth_resend_code()}
        </SwitchLink>
        <SwitchLink onClick={() => onSwitch('login', form.state.values.email)}>
          {m.auth_back_to_login()}
        </SwitchLink>
      </SwitchLinks>
    </form>
  )
}

import { useState } from 'react'
import { REGISTRATION_REQUIRES_TERMS } from '@/config/constants'
import type { AuthDialogView } from '@/lib/auth-dialog-context'
import { useAppForm } from '@/lib/form'
import { useSessionStore } from '@/lib/session/use-session'
import { m } from '@/paraglide/messages.js'
import { register } from './auth-actions'
import styles from './auth-dialog.module.css'
import { FormAlert, SwitchLink, SwitchLinks, submitOnce } from './form-parts'
import { registerFormOptions } from './forms/register-form-options'
import { showServerError } from './server-errors'

export type RegisterFormProps = {
  email?: string
  onSignedIn: () => void
  onSwitch: (view: AuthDialogView, email: string) => void
}

/** Spec §2 register dialog; §4 Registration: create, flag, sign in, fetch the account data. */
export function RegisterForm({ email, onSignedIn, onSwitch }: RegisterFormProps) {
  const session = useSessionStore()
  const [alert, setAlert] = useState<string | null>(null)
  const form = useAppForm({
    ...registerFormOptions({ email }),
    onSubmit: async ({ value, formApi }) => {
      setAlert(null)
      try {
        await register(session, value)
      } catch (error) {
        setAlert(showServerError(formApi, error))
        return
      }
      onSignedIn()
    },
  })

  return (
    <form noValidate className={styles.form} onSubmit={submitOnce(form)}>
      <form.AppField name="email">
        {(field) => (
          <field.TextField
            label={m.auth_email_label()}
            type="email"
            inputMode="email"
            autoComplete="username"
          />
        )}
      </form.AppField>
      <form.AppField name="password">
        {(field) => (
          <field.TextField
            label={m.auth_password_label()}
            hint={m.auth_password_hint()}
            type="password"
            autoComplete="new-password"
          />
        )}
      </form.AppField>
      <form.AppField name="passwordConfirm">
        {(field) => (
          <field.TextField
            label={m.auth_password_confirm_label()}
            type="password"
            autoComplete="new-password"
          />
        )}
      </form.AppField>
      {REGISTRATION_REQUIRES_TERMS && (
        <form.AppField name="isTermsAccepted">
          {(field) => <field.Checkbox label={m.auth_terms_label()} />}
        </form.AppField>
      )}
      <FormAlert>{alert}</FormAlert>
      <form.AppForm>
        <form.SubmitButton pendingLabel={m.auth_pending()}>{m.auth_register_submit()}</form.SubmitButton>
      </form.AppForm>
      <SwitchLinks>
        <SwitchLink onClick={() => onSwitch('login', form.state.values.email)}>
          {m.auth_to_login()}
        </SwitchLink>
      </SwitchLinks>
    </form>
  )
}

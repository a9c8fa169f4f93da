import { useState } from 'react'
import { useAppForm } from '@/lib/form'
import type { AuthDialogView } from '@/lib/session/auth-dialog-context'
import { useSessionStore } from '@/lib/session/use-session'
import { m } from '@/paraglide/messages.js'
import { signIn } from './auth-actions'
import styles from './auth-dialog.module.css'
import { AccountEmailField } from './credential-fields'
import { FormAlert, FormNotice, SwitchLink, SwitchLinks, submitOnce } from './form-parts'
import { loginFormOptions } from './forms/login-form-options'
import { clearServerErrors, showServerError } from './server-errors'

export type LoginFormProps = {
  email?: string
  notice?: string
  onSignedIn: () => void
  onSwitch: (view: AuthDialogView, email: string) => void
}

/** docs/product.md §2 login dialog: e-mail and password; links to restore and register carry the typed e-mail over. */
export function LoginForm({ email, notice, onSignedIn, onSwitch }: LoginFormProps) {
  const session = useSessionStore()
  const [alert, setAlert] = useState<string | null>(null)
  const form = useAppForm({
    ...loginFormOptions({ email }),
    listeners: { onChange: ({ formApi }) => clearServerErrors(formApi) },
    onSubmit: async ({ value, formApi }) => {
      setAlert(null)
      try {
        await signIn(session, value)
      } catch (error) {
        setAlert(showServerError(formApi, error))
        return
      }
      onSignedIn()
    },
  })
  const switchTo = (view: AuthDialogView) => () => onSwitch(view, form.state.values.email)

  return (
    <form noValidate className={styles.form} onSubmit={submitOnce(form)}>
      <FormNotice>{notice}</FormNotice>
      <AccountEmailField form={form} fields={{ email: 'email' }} />
      <form.AppField name="password">
        {(field) => (
          <field.TextField label={m.auth_password_label()} type="password" autoComplete="current-password" />
        )}
      </form.AppField>
      <FormAlert>{alert}</FormAlert>
      <form.AppForm>
        <form.SubmitButton pendingLabel={m.auth_pending()}>{m.auth_login_submit()}</form.SubmitButton>
      </form.AppForm>
      <SwitchLinks>
        <SwitchLink onClick={switchTo('restore')}>{m.auth_to_restore()}</SwitchLink>
        <SwitchLink onClick={switchTo('register')}>{m.auth_to_register()}</SwitchLink>
      </SwitchLinks>
    </form>
  )
}

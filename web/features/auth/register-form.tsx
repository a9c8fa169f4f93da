import { useState } from 'react'
import { TermsLabel } from '@/components/ui/terms-label'
import { env } from '@/config/env'
import { useAppForm } from '@/lib/form'
import type { AuthDialogView } from '@/lib/session/auth-dialog-context'
import { useSessionStore } from '@/lib/session/use-session'
import { m } from '@/paraglide/messages.js'
import { register } from './auth-actions'
import styles from './auth-dialog.module.css'
import { AccountEmailField, PasswordFields } from './credential-fields'
import { FormAlert, SwitchLink, SwitchLinks, submitOnce } from './form-parts'
import { registerFormOptions } from './forms/register-form-options'
import { showServerError } from './server-errors'

export type RegisterFormProps = {
  email?: string
  onSignedIn: () => void
  onSwitch: (view: AuthDialogView, email: string) => void
}

/** docs/product.md §2 register dialog; §4 Registration: create, flag, sign in, fetch the account data. */
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
      <AccountEmailField form={form} fields={{ email: 'email' }} fieldClassName={styles.keepsErrorRoom} />
      <PasswordFields
        form={form}
        fields={{ password: 'password', passwordConfirm: 'passwordConfirm' }}
        passwordLabel={m.auth_password_label()}
        fieldClassName={styles.keepsErrorRoom}
      />
      {env.registrationRequiresTerms && (
        <form.AppField name="isTermsAccepted">
          {(field) => <field.Checkbox label={<TermsLabel sentence={m.auth_terms_label()} />} />}
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

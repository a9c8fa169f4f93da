import { useAppForm } from '@/lib/form'
import { m } from '@/paraglide/messages.js'
import styles from './auth-dialog.module.css'
import { submitOnce } from './form-parts'
import { normalizeEmail } from './forms/auth-validators'
import { emailConfirmationFormOptions } from './forms/email-confirmation-form-options'

export type EmailConfirmationFormProps = {
  email?: string
  onConfirmed: (email: string) => void
}

/**
 * docs/product.md §2 e-mail confirmation dialog: the exchange flow's e-mail prompt (§4 ckm A/B). No call of its own: the
 * confirmed e-mail goes back to whoever asked (AuthDialogApi.confirmEmail).
 */
export function EmailConfirmationForm({ email, onConfirmed }: EmailConfirmationFormProps) {
  const form = useAppForm({
    ...emailConfirmationFormOptions({ email }),
    onSubmit: ({ value }) => onConfirmed(normalizeEmail(value.email)),
  })

  return (
    <form noValidate className={styles.form} onSubmit={submitOnce(form)}>
      <form.AppField name="email">
        {(field) => (
          <field.TextField label={m.auth_email_label()} type="email" inputMode="email" autoComplete="email" />
        )}
      </form.AppField>
      <form.AppForm>
        <form.SubmitButton>{m.auth_email_confirmation_submit()}</form.SubmitButton>
      </form.AppForm>
    </form>
  )
}

import { withFieldGroup } from '@/lib/form'
import { m } from '@/paraglide/messages.js'
import styles from './auth-dialog.module.css'

/** A class for each field's wrapper (the register and new-password dialogs keep room for the errors with it). */
type FieldLayout = { fieldClassName?: string }

/**
 * The account's e-mail, which is its login (autocomplete `username`, so password managers pair it with the
 * password), in the login, register, restore and new-password dialogs.
 */
export const AccountEmailField = withFieldGroup({
  defaultValues: { email: '' },
  props: {} as FieldLayout,
  render: function AccountEmailFieldGroup({ group, fieldClassName }) {
    return (
      <group.AppField name="email">
        {(field) => (
          <field.TextField
            className={fieldClassName}
            label={m.auth_email_label()}
            type="email"
            inputMode="email"
            autoComplete="username"
          />
        )}
      </group.AppField>
    )
  },
})

/** The two fields of a new password, as the register and new-password forms name them. */
export type PasswordFieldValues = { password: string; passwordConfirm: string }

/**
 * A new password and its confirmation (docs/product.md §5: matching passwords), for the register and new-password
 * dialogs.
 */
export const PasswordFields = withFieldGroup({
  defaultValues: { password: '', passwordConfirm: '' } as PasswordFieldValues,
  props: { passwordLabel: '' } as { passwordLabel: string } & FieldLayout,
  render: function PasswordFieldsGroup({ group, passwordLabel, fieldClassName }) {
    return (
      <>
        <group.AppField name="password">
          {(field) => (
            <field.TextField
              className={fieldClassName}
              label={passwordLabel}
              hint={
                <span className={styles.hintRoom}>
                  <span className={styles.hintText}>{m.auth_password_hint()}</span>
                  <span className={styles.room} aria-hidden="true">
                    {m.error_password_validation()}
                  </span>
                </span>
              }
              type="password"
              autoComplete="new-password"
            />
          )}
        </group.AppField>
        <group.AppField name="passwordConfirm">
          {(field) => (
            <field.TextField
              className={fieldClassName}
              label={m.auth_password_confirm_label()}
              type="password"
              autoComplete="new-password"
            />
          )}
        </group.AppField>
      </>
    )
  },
})

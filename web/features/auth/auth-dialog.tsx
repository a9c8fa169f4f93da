import { Dialog } from 'radix-ui'
import { type ReactNode, useEffect, useRef, useState } from 'react'
import { CloseIcon } from '@/components/ui/content-icons'
import { IconButton } from '@/components/ui/icon-button'
import { returnFocus } from '@/components/ui/return-focus'
import { m } from '@/paraglide/messages.js'
import styles from './auth-dialog.module.css'
import type { DialogHandlers, DialogState } from './dialog-state'
import { EmailConfirmationForm } from './email-confirmation-form'
import { LoginForm } from './login-form'
import { NewPasswordForm } from './new-password-form'
import { RegisterForm } from './register-form'
import { RestoreForm } from './restore-form'

type Screen = { title: string; description: string; body: ReactNode }

function screenOf(state: DialogState, on: DialogHandlers): Screen {
  const email = state.email
  switch (state.view) {
    case 'login':
      return {
        title: m.auth_login_title(),
        description: m.auth_login_description(),
        body: (
          <LoginForm
            email={email}
            notice={state.notice === 'password-changed' ? m.auth_password_changed() : undefined}
            onSignedIn={on.onSignedIn}
            onSwitch={on.onSwitch}
          />
        ),
      }
    case 'register':
      return {
        title: m.auth_register_title(),
        description: m.auth_register_description(),
        body: <RegisterForm email={email} onSignedIn={on.onSignedIn} onSwitch={on.onSwitch} />,
      }
    case 'restore':
      return {
        title: m.auth_restore_title(),
        description: m.auth_restore_description(),
        body: <RestoreForm email={email} onCodeSent={on.onCodeSent} onSwitch={on.onSwitch} />,
      }
    case 'new-password':
      return {
        title: m.auth_new_password_title(),
        description: m.auth_new_password_description(),
        body: (
          <NewPasswordForm
            email={email}
            notice={state.notice === 'code-sent' && email ? m.auth_code_sent({ email }) : undefined}
            onPasswordChanged={on.onPasswordChanged}
            onSwitch={on.onSwitch}
          />
        ),
      }
    case 'email-confirmation':
      return {
        title: m.auth_email_confirmation_title(),
        description: m.auth_email_confirmation_description(),
        body: <EmailConfirmationForm email={email} onConfirmed={on.onEmailConfirmed} />,
      }
  }
}

/** Focus the first field rather than the close button when a dialog (or the next one) opens. */
function focusFirstField(event: Event) {
  const first = (event.currentTarget as HTMLElement | null)?.querySelector<HTMLElement>('input')
  if (!first) return
  event.preventDefault()
  first.focus()
}

/**
 * The auth dialogs in one Radix Dialog (focus trap, Esc, overlay, labelled by its title), loaded on first open.
 * Each switch mounts the next form afresh, focused on its first field.
 */
export function AuthDialog({ state, ...on }: { state: DialogState } & DialogHandlers) {
  const screen = screenOf(state, on)
  // What had focus when the dialogs were asked for (the header's "Sign in", a feature's button): nothing has moved
  // it before this first render. A dialog the guard's ?redirect= opened has no opener.
  const [opener] = useState(() => ('fromUrl' in state && state.fromUrl ? null : document.activeElement))
  // A switch to the next dialog remounts only the content; closing unmounts all of this. Focus goes back then only.
  const mounted = useRef(true)
  useEffect(() => {
    mounted.current = true
    return () => {
      mounted.current = false
    }
  }, [])
  return (
    <Dialog.Root open onOpenChange={(open) => !open && on.onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className={styles.overlay} />
        <Dialog.Content
          key={state.view}
          className={styles.content}
          onOpenAutoFocus={focusFirstField}
          onCloseAutoFocus={(event) => {
            // Radix gives focus back only to a Dialog.Trigger, and these dialogs have none: without this, focus
            // would stay on <body> and the next Tab start again at the top of the page.
            // Focus goes back to the opener, or to the page's main content (#main, the skip link's target) when
            // the opener is gone (the header's "Sign in" after signing in) — WAI-ARIA's dialog pattern.
            if (!mounted.current && returnFocus(opener, document.getElementById('main')))
              event.preventDefault()
          }}
        >
          <div className={styles.header}>
            <Dialog.Title className={styles.title}>{screen.title}</Dialog.Title>
            <Dialog.Close asChild>
              <IconButton label={m.auth_dialog_close()}>
                <CloseIcon />
              </IconButton>
            </Dialog.Close>
          </div>
          <Dialog.Description className={styles.description}>{screen.description}</Dialog.Description>
          {screen.body}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}

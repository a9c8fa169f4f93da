import type { AuthDialogView } from '@/lib/session/auth-dialog-context'

/** What the previous step has to say in the next dialog. */
export type AuthNotice = 'code-sent' | 'password-changed'

/** Which dialog is open, with what it carries from the previous one. */
export type DialogState =
  | {
      view: AuthDialogView
      email?: string
      notice?: AuthNotice
      /** Where to go after signing in (a path of this site). */
      afterSignIn?: string
      /** Opened by the guard's ?redirect= on the home page: closing it also drops that parameter. */
      fromUrl?: boolean
    }
  | { view: 'email-confirmation'; email?: string; resolve: (email: string | null) => void }

/** The handlers the lazily loaded dialog calls back. */
export type DialogHandlers = {
  onClose: () => void
  onSwitch: (view: AuthDialogView, email: string) => void
  onSignedIn: () => void
  onCodeSent: (email: string) => void
  onPasswordChanged: (email: string) => void
  onEmailConfirmed: (email: string) => void
}

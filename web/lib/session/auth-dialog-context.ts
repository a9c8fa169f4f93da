import { createContext, useContext } from 'react'

/** The auth dialogs that switch between each other (docs/product.md §2 Dialogs, §4 Dialogs). */
export type AuthDialogView = 'login' | 'register' | 'restore' | 'new-password'

export type OpenAuthDialogOptions = {
  /**
   * Where to go after signing in (or registering): a path of this site as the router knows it, e.g.
   * '/profile/info?tab=1' (unprefixed; the locale is added on the way). Without it the user stays where they are.
   */
  afterSignIn?: string
  /** Prefills the e-mail field. */
  email?: string
}

export type ConfirmEmailOptions = {
  /** Prefills the e-mail field (e.g. what the exchange form holds). */
  email?: string
}

/**
 * How the shell and the features ask for the auth dialogs. The auth feature provides the real handlers with
 * `<AuthDialogContext value={…}>` around the app (AuthDialogsProvider in the root route); until then the defaults
 * do nothing. The dialogs' code loads on first open (or on `preload()`), never with the first page.
 */
export type AuthDialogApi = {
  openLogin: (options?: OpenAuthDialogOptions) => void
  openRegister: (options?: OpenAuthDialogOptions) => void
  /** The restore-password dialog (asks for a reset code by e-mail, then opens the new-password dialog). */
  openRestore: (options?: OpenAuthDialogOptions) => void
  /**
   * The e-mail confirmation dialog (docs/product.md §2; the exchange flow's e-mail prompt, §4 ckm A/B). Resolves with the
   * confirmed e-mail, or null when the user dismisses it.
   */
  confirmEmail: (options?: ConfirmEmailOptions) => Promise<string | null>
  /** Starts loading the dialogs' code (hover or focus on a trigger), so the first open is instant. */
  preload: () => void
  /** Opens the login dialog (the header's "Sign in"); the same as `openLogin()`. */
  onSignIn: () => void
}

const noop = () => {}

export const AuthDialogContext = createContext<AuthDialogApi>({
  openLogin: noop,
  openRegister: noop,
  openRestore: noop,
  confirmEmail: async () => null,
  preload: noop,
  onSignIn: noop,
})

export function useAuthDialog(): AuthDialogApi {
  return useContext(AuthDialogContext)
}

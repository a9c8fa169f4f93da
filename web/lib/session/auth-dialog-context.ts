import { createContext, useContext } from 'react'

export type AuthDialogView = 'login' | 'register' | 'restore' | 'new-password'

export type OpenAuthDialogOptions = {
  /** A path as the router knows it (unprefixed; the locale is added on the way). */
  afterSignIn?: string
  email?: string
}

export type ConfirmEmailOptions = {
  email?: string
}

/** The auth feature provides the handlers around the app; until then they do nothing. Features may not import it. */
export type AuthDialogApi = {
  openLogin: (options?: OpenAuthDialogOptions) => void
  openRegister: (options?: OpenAuthDialogOptions) => void
  openRestore: (options?: OpenAuthDialogOptions) => void
  /** Resolves with the confirmed e-mail, or null when dismissed. */
  confirmEmail: (options?: ConfirmEmailOptions) => Promise<string | null>
  preload: () => void
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

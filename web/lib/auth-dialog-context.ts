import { createContext, useContext } from 'react'

/**
 * How the shell asks for the sign-in dialog. The auth feature provides the real handlers
 * with `<AuthDialogContext value={…}>` around the app; until then the defaults do nothing.
 */
export type AuthDialogApi = {
  /** Opens the sign-in (login) dialog. */
  onSignIn: () => void
}

const noop = () => {}

export const AuthDialogContext = createContext<AuthDialogApi>({ onSignIn: noop })

export function useAuthDialog(): AuthDialogApi {
  return useContext(AuthDialogContext)
}

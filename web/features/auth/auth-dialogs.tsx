import type { ReactNode } from 'react'

/** PLACEHOLDER (being written): provides AuthDialogContext and renders the auth dialogs. */
export function AuthDialogsProvider({ children }: { children: ReactNode }) {
  return children
}

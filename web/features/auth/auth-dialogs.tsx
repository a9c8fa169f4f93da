import { useNavigate, useRouterState } from '@tanstack/react-router'
import { type ReactNode, Suspense, useMemo, useState } from 'react'
import { lazyPart } from '@/lib/connectivity/load-when-online'
import {
  type AuthDialogApi,
  AuthDialogContext,
  type AuthDialogView,
  type OpenAuthDialogOptions,
} from '@/lib/session/auth-dialog-context'
import { safeReturnPath } from '@/lib/session/auth-guard'
import { useSession } from '@/lib/session/use-session'
import type { DialogHandlers, DialogState } from './dialog-state'

// The dialogs (Radix Dialog, the forms, their validation) are not part of the first page: they load on first
// open, or earlier on `preload()` (hover or focus on a trigger).
const loadAuthDialog = () => import('./auth-dialog')
const AuthDialog = lazyPart(() => loadAuthDialog().then((module) => ({ default: module.AuthDialog })))

/** Provides AuthDialogContext (open login / register / restore, confirm an e-mail) and shows the open dialog. */
export function AuthDialogsProvider({ children }: { children: ReactNode }) {
  const { isSignedIn } = useSession()
  const navigate = useNavigate()
  // The location being loaded, not the rendered one: the dialog (and its code) starts as soon as the guard has
  // redirected, while the home page is still loading.
  const returnTo = useRouterState({
    select: ({ location }) =>
      location.pathname === '/'
        ? safeReturnPath((location.search as { redirect?: unknown }).redirect)
        : undefined,
  })
  const [opened, setOpened] = useState<DialogState | null>(null)
  const [dismissedReturn, setDismissedReturn] = useState<string | null>(null)

  const fromUrl: DialogState | null =
    returnTo && !isSignedIn && returnTo !== dismissedReturn
      ? { view: 'login', afterSignIn: returnTo, fromUrl: true }
      : null
  const state = opened ?? fromUrl

  const api = useMemo<AuthDialogApi>(() => {
    const open =
      (view: AuthDialogView) =>
      (options: OpenAuthDialogOptions = {}) => {
        void loadAuthDialog()
        setOpened((current) => {
          if (current?.view === 'email-confirmation') current.resolve(null)
          return { view, email: options.email, afterSignIn: safeReturnPath(options.afterSignIn) }
        })
      }
    return {
      openLogin: open('login'),
      openRegister: open('register'),
      openRestore: open('restore'),
      onSignIn: () => open('login')(),
      preload: () => void loadAuthDialog(),
      confirmEmail: (options = {}) => {
        void loadAuthDialog()
        return new Promise<string | null>((resolve) => {
          setOpened((current) => {
            if (current?.view === 'email-confirmation') current.resolve(null)
            return { view: 'email-confirmation', email: options.email, resolve }
          })
        })
      },
    }
  }, [])

  const handlers = (current: DialogState): DialogHandlers => {
    // What carries over from one auth dialog to the next: the return path and where the dialog came from.
    const carry =
      current.view === 'email-confirmation'
        ? {}
        : { afterSignIn: current.afterSignIn, fromUrl: current.fromUrl }
    const dropRedirect = () =>
      navigate({ to: '/', search: (previous) => ({ ...previous, redirect: undefined }), replace: true })
    return {
      onClose: () => {
        if (current.view === 'email-confirmation') current.resolve(null)
        else if (current.fromUrl && returnTo) {
          setDismissedReturn(returnTo)
          void dropRedirect()
        }
        setOpened(null)
      },
      onSwitch: (view, email) => setOpened({ view, email, ...carry }),
      onCodeSent: (email) => setOpened({ view: 'new-password', email, notice: 'code-sent', ...carry }),
      onPasswordChanged: (email) => setOpened({ view: 'login', email, notice: 'password-changed', ...carry }),
      onSignedIn: () => {
        setOpened(null)
        if (current.view !== 'email-confirmation' && current.afterSignIn) {
          void navigate({ href: current.afterSignIn, replace: current.fromUrl === true })
        }
      },
      onEmailConfirmed: (email) => {
        if (current.view === 'email-confirmation') current.resolve(email)
        setOpened(null)
      },
    }
  }

  return (
    <AuthDialogContext value={api}>
      {children}
      {state && (
        <Suspense fallback={null}>
          <AuthDialog state={state} {...handlers(state)} />
        </Suspense>
      )}
    </AuthDialogContext>
  )
}

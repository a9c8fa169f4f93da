import type { AccountData } from '@sdk/gen/api/types.gen'
import { Suspense, useState } from 'react'
import { Button } from '@/components/ui/button'
import { useAuthDialog } from '@/lib/auth-dialog-context'
import { lazyPart } from '@/lib/load-when-online'
import { useSession } from '@/lib/session/use-session'
import { m } from '@/paraglide/messages.js'

// The account menu (Radix DropdownMenu and its items) loads only for a signed-in user: a guest's first page never
// downloads it.
const AccountMenu = lazyPart(() =>
  import('./account-menu').then((module) => ({ default: module.AccountMenu })),
)

/**
 * The header's account place: "Sign in" for a guest (opens the login dialog through AuthDialogContext), the
 * account menu for a signed-in user.
 */
export function AccountSlot() {
  const session = useSession()
  const { onSignIn, preload } = useAuthDialog()
  // A click on the placeholder while the menu's code loads is not lost: the menu then opens as it mounts.
  const [openOnLoad, setOpenOnLoad] = useState(false)

  if (!session.isSignedIn || !session.account) {
    return (
      <Button variant="primary" onClick={onSignIn} onPointerEnter={preload} onFocus={preload}>
        {m.auth_sign_in()}
      </Button>
    )
  }
  const name = accountName(session.account)
  return (
    // Until the menu's code is there, the same button without its menu holds the place (no layout shift).
    <Suspense
      fallback={
        <Button
          variant="secondary"
          aria-label={m.auth_account_menu_label({ name })}
          aria-haspopup="menu"
          onClick={() => setOpenOnLoad(true)}
        >
          {name}
        </Button>
      }
    >
      <AccountMenu name={name} isAdmin={session.hasAdminPermissions} defaultOpen={openOnLoad} />
    </Suspense>
  )
}

/** How the header names the signed-in user: the e-mail, or "Account" for a messenger user without one. */
function accountName(account: AccountData): string {
  return account.email?.trim() || m.auth_account_fallback_name()
}

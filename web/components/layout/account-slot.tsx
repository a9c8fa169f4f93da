import type { AccountData } from '@sdk/gen/api/types.gen'
import { type PointerEvent, Suspense, useState } from 'react'
import { Button } from '@/components/ui/button'
import { lazyPart } from '@/lib/connectivity/load-when-online'
import { useAuthDialog } from '@/lib/session/auth-dialog-context'
import { useSession } from '@/lib/session/use-session'
import { m } from '@/paraglide/messages.js'

// The account menu (Radix DropdownMenu and its items) loads only for a signed-in user: a guest's first page never
// downloads it.
const AccountMenu = lazyPart(() =>
  import('./account-menu').then((module) => ({ default: module.AccountMenu })),
)

export function AccountSlot() {
  const session = useSession()
  const { onSignIn, preload } = useAuthDialog()
  // Held here, not in the menu, so a press while the menu's code loads is not lost.
  const [menuOpen, setMenuOpen] = useState(false)
  const openOnPress = (event: PointerEvent) => {
    if (event.button === 0 && !event.ctrlKey) setMenuOpen(true)
  }

  if (!session.isSignedIn || !session.account) {
    // Signed out with the menu open (another tab logged out): the next sign-in starts with it closed.
    if (menuOpen) setMenuOpen(false)
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
          onPointerDown={openOnPress}
          onClick={() => setMenuOpen(true)}
        >
          {name}
        </Button>
      }
    >
      <AccountMenu
        name={name}
        isAdmin={session.hasAdminPermissions}
        open={menuOpen}
        onOpenChange={setMenuOpen}
      />
    </Suspense>
  )
}

function accountName(account: AccountData): string {
  return account.email?.trim() || m.auth_account_fallback_name()
}

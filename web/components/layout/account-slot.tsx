import { Button } from '@/components/ui/button'
import { useAuthDialog } from '@/lib/auth-dialog-context'
import { m } from '@/paraglide/messages.js'

/**
 * The header's account place. For now always "Sign in", which asks the auth feature
 * (through AuthDialogContext) to open the login dialog. Later: the account menu when signed in.
 */
export function AccountSlot() {
  const { onSignIn } = useAuthDialog()
  return (
    <Button variant="primary" onClick={onSignIn}>
      {m.auth_sign_in()}
    </Button>
  )
}

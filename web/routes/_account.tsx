import { createFileRoute } from '@tanstack/react-router'
import { requireSignedIn } from '@/lib/session/auth-guard'

/**
 * Pathless parent of the account area (/lk and /profile/*, docs/product.md §2 and §6): one place for
 * the sign-in guard. No UI of its own.
 */
export const Route = createFileRoute('/_account')({
  beforeLoad: requireSignedIn,
})

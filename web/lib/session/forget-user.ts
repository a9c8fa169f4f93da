import type { QueryClient } from '@tanstack/react-query'
import { forgetTabDrafts } from '@/lib/tab-storage'
import { forgetRegistrationInSession } from './registration-flag'
import { removeUserQueries } from './user-queries'

/**
 * Forgets everything of a user who leaves this tab (a sign-out, a lost session, another user signing in, here or in
 * another tab), so nothing of theirs shows to whoever uses the browser next: their queries, shown or not; every
 * other query no page shows (an order's details, prices read for them); every mutation with what it sent and what
 * came back; and this tab's drafts and registration flag. The queries of the page on screen that are not the user's
 * (the home page's instruments and live rate after a sign-out) stay: removed from under it, the page would stop
 * following them.
 */
export function forgetUser(queryClient: QueryClient): void {
  queryClient.getMutationCache().clear()
  removeUserQueries(queryClient)
  queryClient.removeQueries({ type: 'inactive' })
  forgetTabDrafts()
  forgetRegistrationInSession()
}

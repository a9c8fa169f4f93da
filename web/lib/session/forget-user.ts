import type { QueryClient } from '@tanstack/react-query'
import { forgetTabDrafts } from '@/lib/tab-storage'
import { forgetRegistrationInSession } from './registration-flag'
import { removeUserQueries } from './user-queries'

/**
 * So nothing of a leaving user shows to the browser's next user. The on-screen page's queries that are not the
 * user's stay: removed from under it, the page would stop following them.
 */
export function forgetUser(queryClient: QueryClient): void {
  queryClient.getMutationCache().clear()
  removeUserQueries(queryClient)
  queryClient.removeQueries({ type: 'inactive' })
  forgetTabDrafts()
  forgetRegistrationInSession()
}

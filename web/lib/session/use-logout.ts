import { logoutMutation } from '@sdk/gen/api/@tanstack/react-query.gen'
import { useMutation } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { useSessionStore } from './use-session'

/**
 * Spec docs/product.md §4 Logout: call the server, clear account and verification data, then go to /. The local session ends
 * even when the server call fails (the user asked to leave; a dead cookie only answers 401 later). The home page
 * is reached first, so no account page re-renders as a guest on the way out. (The messenger layer closes the
 * mini-app instead: the Telegram feature listens with session.onEnd.)
 */
export function useLogout() {
  const session = useSessionStore()
  const navigate = useNavigate()
  return useMutation({
    ...logoutMutation(),
    onSettled: async () => {
      await navigate({ to: '/' })
      session.clear('logout')
    },
  })
}

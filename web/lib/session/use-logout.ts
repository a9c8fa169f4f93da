import { logoutMutation } from '@sdk/gen/api/@tanstack/react-query.gen'
import { useMutation } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { useSessionStore } from './use-session'

/**
 * The local session ends even when the server call fails (the user asked to leave). The home page is reached first,
 * so no account page re-renders as a guest on the way out.
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

import { useRouter } from '@tanstack/react-router'
import type { SubmitNavigation } from './submit-order'

/** Where a submit takes the user, through the router (a created order replaces /order/pending in the history). */
export function useSubmitNavigation(): SubmitNavigation {
  const router = useRouter()
  const onPending = () => router.state.location.pathname === '/order/pending'
  return {
    toOrder: (id, search) =>
      void router.navigate({ to: '/order/$id', params: { id }, search, replace: onPending() }),
    toPending: () => void router.navigate({ to: '/order/pending' }),
    back: (href) => void router.navigate({ href, replace: true }),
  }
}

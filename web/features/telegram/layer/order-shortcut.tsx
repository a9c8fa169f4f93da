import { listOrderHistoryOptions } from '@sdk/gen/api/@tanstack/react-query.gen'
import { useQuery } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { useEffect } from 'react'
import { useSession } from '@/lib/session/use-session'
import { updateTelegramState, useTelegramState } from '../telegram-state'
import { OrderAddressDialog } from './order-address-dialog'

/** How many of the user's latest orders are searched for the shortcut's order (the contract's largest page). */
const HISTORY_PAGE = 100

/**
 * The `order-<id>` shortcut (docs/product.md §2): once the sign-in has an outcome, the order page opens with the destination
 * address from the user's own orders; when it is not known there, the user is asked for it.
 */
export function OrderShortcut({ orderId }: { orderId: string }) {
  const { status } = useTelegramState()
  const { isSignedIn } = useSession()
  const navigate = useNavigate()
  const settled = status !== 'starting'
  const history = useQuery({
    ...listOrderHistoryOptions({ query: { limit: HISTORY_PAGE } }),
    enabled: settled && isSignedIn,
  })
  const known = history.data?.items.find((order) => order.orderId === orderId)

  const open = (destinationAddress: string) => {
    updateTelegramState({ pendingOrderId: null })
    void navigate({ to: '/order/$id', params: { id: orderId }, search: { destinationAddress } })
  }

  useEffect(() => {
    if (!known) return
    updateTelegramState({ pendingOrderId: null })
    void navigate({
      to: '/order/$id',
      params: { id: orderId },
      search: { destinationAddress: known.destinationAddress },
    })
  }, [known, navigate, orderId])

  if (!settled || known || (isSignedIn && history.isPending)) return null
  return (
    <OrderAddressDialog
      orderId={orderId}
      onOpen={open}
      onCancel={() => updateTelegramState({ pendingOrderId: null })}
    />
  )
}

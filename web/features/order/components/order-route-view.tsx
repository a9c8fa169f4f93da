import { notFound } from '@tanstack/react-router'
import { Page } from '@/components/layout/page'
import { orderPageText, PENDING_ORDER_ID } from '../order-search'
import { OrderPage } from './order-page'
import { OrderPending } from './order-states'

/**
 * What /order/$id shows: /order/pending waits for the order to be created; otherwise the order. Without a
 * destination address there is no order to show (spec §2): the route's notFoundComponent takes over (the
 * loader already says so; this keeps the component honest on its own).
 */
export function OrderRouteView({ id, destinationAddress }: { id: string; destinationAddress?: string }) {
  if (id !== PENDING_ORDER_ID && !destinationAddress?.trim()) throw notFound()
  return (
    <Page {...orderPageText(id)}>
      {id === PENDING_ORDER_ID ? (
        <OrderPending />
      ) : (
        <OrderPage orderId={id} destinationAddress={destinationAddress ?? ''} />
      )}
    </Page>
  )
}

import { notFound } from '@tanstack/react-router'
import { Page } from '@/components/layout/page'
import { orderPageText } from '../order-page-text'
import { OrderPage } from './order-page'

/**
 * What /order/$id shows: the order. Without a destination address there is no order to show (docs/product.md §2): the
 * route's notFoundComponent takes over (the loader already says so; this keeps the component honest on its own).
 */
export function OrderRouteView({ id, destinationAddress }: { id: string; destinationAddress?: string }) {
  if (!destinationAddress?.trim()) throw notFound()
  return (
    <Page {...orderPageText(id)}>
      <OrderPage orderId={id} destinationAddress={destinationAddress} />
    </Page>
  )
}

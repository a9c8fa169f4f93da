import { notFound, redirect } from '@tanstack/react-router'
import type { RouterContext } from '@/lib/router-context'
import type { OrderSearch } from './order-search'
import { isOrderNotFound, orderQueryOptions } from './queries'

export interface OrderLoaderArgs {
  context: Pick<RouterContext, 'queryClient'>
  params: { id: string }
  deps: { destinationAddress?: string }
  location: { search: OrderSearch }
  cause: 'preload' | 'enter' | 'stay'
}

/** The order route's loader. */
export async function loadOrderPage({
  context,
  params,
  deps,
  location,
  cause,
}: OrderLoaderArgs): Promise<void> {
  const destinationAddress = deps.destinationAddress
  if (!destinationAddress?.trim()) throw notFound()
  // The URL sync's code comes with the order, not with the app's first JS.
  const [order, { syncedOrderSearch }] = await Promise.all([
    context.queryClient
      .ensureQueryData(orderQueryOptions({ orderId: params.id, destinationAddress }))
      .catch((error: unknown) => {
        throw isOrderNotFound(error) ? notFound() : error
      }),
    import('./order-pair-search'),
  ])
  const search = cause === 'preload' ? null : syncedOrderSearch(location.search, order)
  if (search) throw redirect({ to: '/order/$id', params: { id: params.id }, search, replace: true })
}

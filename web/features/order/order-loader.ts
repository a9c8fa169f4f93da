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

/**
 * The order route's loader.
 * - No destinationAddress, ERR_NOT_FOUND or ERR_NOT_FOUND_E: notFound(), which the route's notFoundComponent
 *   turns into "order not found" (docs/product.md §2, §8), not the generic error page. Other failures go to the
 *   route's errorComponent, which offers a retry.
 * - URL sync (docs/product.md §2): once the order is loaded, send/receive/amount in the URL are made to match it with a
 *   replacing redirect, so the page's address always names its pair and amount. Done here rather than in an
 *   effect: the URL is right before the first paint and no history entry is added. Preloads never redirect.
 */
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

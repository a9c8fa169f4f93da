import { createFileRoute } from '@tanstack/react-router'
import { OrderRouteView } from '@/features/order/components/order-route-view'
import { OrderSkeleton } from '@/features/order/components/order-skeleton'
import { OrderLoadError, OrderNotFound } from '@/features/order/components/order-states'
import { loadOrderPage } from '@/features/order/order-loader'
import { orderPageText } from '@/features/order/order-page-text'
import { orderLoaderDeps, orderSearchSchema } from '@/features/order/order-search'
import { pageHead } from '@/lib/head/head'
import { orderIdSchema, parseOrNotFound } from '@/lib/route-params'

/**
 * /order/{id}?destinationAddress=… (docs/product.md §2). The order feature loads the order (loader), shows it, and keeps
 * send/receive/amount in the URL in sync with it; without a destination address the order is not found.
 */
export const Route = createFileRoute('/order/$id')({
  staticData: { seoPage: 'order' },
  params: {
    parse: ({ id }) => ({ id: parseOrNotFound(orderIdSchema, id) }),
    stringify: ({ id }) => ({ id }),
  },
  validateSearch: orderSearchSchema,
  loaderDeps: orderLoaderDeps,
  loader: loadOrderPage,
  // One visitor's order: never rendered on a server. The pre-render writes its pending component as the order
  // pages' shell (web/ssr/shell-pages.ts), and the app renders the page once the order has loaded.
  ssr: false,
  // The loader (and the order's queries with it) loads with the page, not with the first page of the site.
  codeSplitGroupings: [['loader'], ['component'], ['errorComponent'], ['notFoundComponent']],
  // The title text is in this chunk already: the pending component (the order pages' shell) names the order.
  head: ({ match, params }) => pageHead(match, () => orderPageText(params.id)),
  component: OrderRoute,
  pendingComponent: OrderSkeleton,
  notFoundComponent: OrderNotFound,
  errorComponent: OrderLoadError,
})

function OrderRoute() {
  const { id } = Route.useParams()
  const { destinationAddress } = Route.useSearch()
  return <OrderRouteView id={id} destinationAddress={destinationAddress} />
}

import { createFileRoute, redirect } from '@tanstack/react-router'
import { Page } from '@/components/layout/page'
import { hasPendingOrder } from '@/features/exchange/submit/pending-order'
import { PendingOrderView } from '@/features/exchange/submit/pending-order-view'
import { pageHead } from '@/lib/head/head'
import { pendingOrderText } from './-components/pending-order-text'

/**
 * /order/pending (docs/product.md §2): while the exchange form creates an order, and after a reload until that create has
 * answered. With nothing being created in this tab there is nothing to wait for: back to the form.
 */
export const Route = createFileRoute('/order/pending')({
  staticData: { seoPage: 'order' },
  beforeLoad: () => {
    if (!hasPendingOrder()) throw redirect({ to: '/', replace: true })
  },
  head: async ({ match }) =>
    pageHead(match, (await import('./-components/pending-order-text')).pendingOrderText),
  component: PendingOrderPage,
})

function PendingOrderPage() {
  return (
    <Page {...pendingOrderText()}>
      <PendingOrderView />
    </Page>
  )
}

import { createFileRoute } from '@tanstack/react-router'
import { z } from 'zod/mini'
import { Page } from '@/components/layout/page'
import { pageHead } from '@/lib/head'
import { orderIdSchema, parseOrNotFound } from '@/lib/route-params'
import { m } from '@/paraglide/messages.js'

/** The id 'pending' means the order is not created yet (spec §2). */
const PENDING_ORDER_ID = 'pending'

const text = (id: string) => () =>
  id === PENDING_ORDER_ID
    ? { title: m.page_title_order_pending(), description: m.page_description_order_pending() }
    : { title: m.page_title_order({ id }), description: m.page_description_order() }

/**
 * Spec §2 "Order page": /order/{id}?destinationAddress=…. Optional here so the route
 * matches; the order feature shows not-found when it is missing.
 */
const orderSearchSchema = z.object({
  destinationAddress: z.optional(z.string()),
})

export const Route = createFileRoute('/order/$id')({
  params: {
    parse: ({ id }) => ({ id: parseOrNotFound(orderIdSchema, id) }),
    stringify: ({ id }) => ({ id }),
  },
  validateSearch: orderSearchSchema,
  head: ({ match, params }) => pageHead(match, text(params.id)),
  component: OrderPage,
})

function OrderPage() {
  const { id } = Route.useParams()
  return <Page {...text(id)()} />
}

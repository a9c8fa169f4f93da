import type { Order } from '@sdk/gen/api/types.gen'
import { z } from 'zod/mini'
import { plainAmount } from '@/lib/amount'

/**
 * The order page's search (spec §2): /order/{id}?destinationAddress=…, plus send, receive and amount, which
 * the page keeps in sync with the order (spec §2 "The exchange page and the order page keep the URL in sync
 * with send, receive and amount"). All optional so that the route always matches: without a destination
 * address the page shows "order not found" itself.
 */
export const orderSearchSchema = z.object({
  destinationAddress: z.optional(z.string()),
  send: z.optional(z.string()),
  receive: z.optional(z.string()),
  amount: z.optional(z.string()),
})

/** Decimals an amount keeps in the URL: all a double has. */
const URL_AMOUNT_DECIMALS = 20

export type OrderSearch = z.infer<typeof orderSearchSchema>

/** What the URL says about the order: the send and receive instrument slugs and the amount sent. */
export function orderPairSearch(order: Pick<Order, 'pair' | 'claimedDepositAmount'>) {
  return {
    send: order.pair.instrumentFrom.slug,
    receive: order.pair.instrumentTo.slug,
    // Plain decimal text: '0.0000001', never '1e-7', no grouping.
    amount: plainAmount(order.claimedDepositAmount, URL_AMOUNT_DECIMALS),
  }
}

/**
 * The search the page should have for this order, or null when the URL already says it. The
 * destinationAddress (and anything else) is kept as it is.
 */
export function syncedOrderSearch(
  search: OrderSearch,
  order: Pick<Order, 'pair' | 'claimedDepositAmount'>,
): OrderSearch | null {
  const pair = orderPairSearch(order)
  const inSync = search.send === pair.send && search.receive === pair.receive && search.amount === pair.amount
  return inSync ? null : { ...search, ...pair }
}

/** loaderDeps of the order route: only the address decides which order is read. */
export const orderLoaderDeps = ({ search }: { search: OrderSearch }) => ({
  destinationAddress: search.destinationAddress,
})

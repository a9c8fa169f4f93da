import type { Order } from '@sdk/gen/api/types.gen'
import { plainAmount } from '@/domain/amount'
import type { OrderSearch } from './order-search'

/** Decimals an amount keeps in the URL: all a double has. */
const URL_AMOUNT_DECIMALS = 20

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

import {
  getOrderPublicInfoOptions,
  getOrderPublicInfoQueryKey,
  getOrderRefundInfoOptions,
  getPublicRateOptions,
} from '@sdk/gen/api/@tanstack/react-query.gen'
import type { Order } from '@sdk/gen/api/types.gen'
import { isApiError } from '@sdk/runtime/api-error'
import { type QueryClient, queryOptions } from '@tanstack/react-query'
import { ORDER_POLL_INTERVAL_MS, ORDER_POLL_STOP_STEP } from '@/config/constants'
import { totalAmount } from './order-format'
import { orderStepIndex } from './order-progress'

/** Which order, and the proof of knowing it: the destination address acts as the order's secret. */
export interface OrderRef {
  orderId: string
  destinationAddress: string
}

/** Retries of a failed order read (network blips); a not-found answer is never retried. */
const ORDER_READ_RETRIES = 2

const callOptions = ({ orderId, destinationAddress }: OrderRef) => ({
  query: { orderId, destinationAddress },
})

/** The generated key of the order query: what mutations invalidate. */
export const orderQueryKey = (ref: OrderRef) => getOrderPublicInfoQueryKey(callOptions(ref))

/** ERR_NOT_FOUND (no such order) and ERR_NOT_FOUND_E (the address is wrong): the page shows not found. */
export function isOrderNotFound(error: unknown): boolean {
  return isApiError(error) && (error.code === 'ERR_NOT_FOUND' || error.code === 'ERR_NOT_FOUND_E')
}

/**
 * docs/product.md §4 "Order polling", §9: every 5 s until the step index reaches 3 or the address is wrong. The step index
 * 4 (refund completed) is past 3, so a finished refund stops polling too.
 */
export function orderPollInterval(order: Order | undefined, error: unknown): number | false {
  if (isOrderNotFound(error)) return false
  if (order && orderStepIndex(order.orderEvents) >= ORDER_POLL_STOP_STEP) return false
  return ORDER_POLL_INTERVAL_MS
}

/** The order of the order page, polled while it moves on; the poll pauses in background tabs. */
export function orderQueryOptions(ref: OrderRef) {
  return queryOptions({
    ...getOrderPublicInfoOptions(callOptions(ref)),
    refetchInterval: (query) => orderPollInterval(query.state.data, query.state.error),
    refetchIntervalInBackground: false,
    retry: (failureCount, error) => !isOrderNotFound(error) && failureCount < ORDER_READ_RETRIES,
  })
}

/** What a refund would pay out (refund amount without the network fee, and the fee), fresh each time it opens. */
export function orderRefundInfoQueryOptions(ref: OrderRef) {
  return queryOptions({ ...getOrderRefundInfoOptions(callOptions(ref)), staleTime: 0 })
}

/**
 * How often the estimate at the floating rate is asked again while the warning card shows it (inferred: the
 * spec gives no interval; the order itself is polled as often).
 */
const FLOATING_ESTIMATE_REFRESH_MS = ORDER_POLL_INTERVAL_MS

/** What the order is priced on: the deposit received, or the claimed amount while none has arrived. */
function pricedAmount(order: Order): number {
  const received = totalAmount(order.deposits)
  return received > 0 ? received : order.claimedDepositAmount
}

/** What accepting a rate mode change would give now: the amount to get and the rate (units of `to` per `from`). */
export interface FloatingEstimate {
  amountToGet: number
  price: number
}

/**
 * What the order would pay out at the floating rate now (getPublicRate, FLOATING, for the amount received): the
 * estimate a rate mode change offers before the user accepts it.
 */
export function floatingEstimateQueryOptions(order: Order) {
  const { instrumentFrom: from, instrumentTo: to } = order.pair
  return queryOptions({
    ...getPublicRateOptions({
      query: {
        instrumentFromCurrencyTitle: from.currencyTitle,
        instrumentFromNetworkTitle: from.networkTitle,
        instrumentToCurrencyTitle: to.currencyTitle,
        instrumentToNetworkTitle: to.networkTitle,
        rateMode: 'FLOATING',
        claimedDepositAmount: pricedAmount(order),
      },
    }),
    staleTime: 0,
    retry: false,
    refetchInterval: FLOATING_ESTIMATE_REFRESH_MS,
    refetchIntervalInBackground: false,
    select: (pair): FloatingEstimate => ({ amountToGet: pair.amountToGet, price: pair.price }),
  })
}

/** After a mutation that answers with the updated order: show it at once, then refetch by the generated key. */
export async function applyOrderUpdate(
  queryClient: QueryClient,
  ref: OrderRef,
  order?: Order,
): Promise<void> {
  if (order) queryClient.setQueryData(orderQueryKey(ref), order)
  await queryClient.invalidateQueries({ queryKey: orderQueryKey(ref) })
}

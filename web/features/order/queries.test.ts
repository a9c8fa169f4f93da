import type { Order, OrderEventKind } from '@sdk/gen/api/types.gen'
import { ApiError } from '@sdk/runtime/api-error'
import { describe, expect, it } from 'vitest'
import { ORDER_POLL_INTERVAL_MS } from '@/config/constants'
import { isOrderNotFound, orderPollInterval, orderQueryKey, orderQueryOptions } from './queries'

const withEvents = (...kinds: OrderEventKind[]) => ({ orderEvents: kinds.map((kind) => ({ kind })) }) as Order
const apiError = (code: 'ERR_NOT_FOUND' | 'ERR_NOT_FOUND_E' | 'ERR_INTERNAL_SERVER_ERROR') =>
  new ApiError({ code, message: code, status: 404, operationId: 'getOrderPublicInfo' })

describe('orderPollInterval (docs/product.md §4 "every 5 s until the step index reaches 3 or the address is wrong")', () => {
  it('polls every 5 s before step 3, also before the first answer', () => {
    expect(ORDER_POLL_INTERVAL_MS).toBe(5000)
    expect(orderPollInterval(undefined, null)).toBe(5000)
    expect(orderPollInterval(withEvents('CREATION_END'), null)).toBe(5000)
    expect(orderPollInterval(withEvents('CREATION_END', 'INCOMING_FUNDS_DETECTED'), null)).toBe(5000)
    expect(
      orderPollInterval(withEvents('CREATION_END', 'DEPOSIT_REGISTERED', 'REFUND_REQUESTED'), null),
    ).toBe(5000)
  })

  it('stops at step 3 (withdrawal completed) and at step 4 (refund completed)', () => {
    expect(
      orderPollInterval(withEvents('CREATION_END', 'INCOMING_FUNDS_DETECTED', 'WITHDRAWAL_COMPLETED'), null),
    ).toBe(false)
    expect(orderPollInterval(withEvents('CREATION_END', 'REFUND_REQUESTED', 'REFUND_COMPLETED'), null)).toBe(
      false,
    )
  })

  it('stops when the address is wrong or the order does not exist, but not on other failures', () => {
    expect(orderPollInterval(undefined, apiError('ERR_NOT_FOUND_E'))).toBe(false)
    expect(orderPollInterval(undefined, apiError('ERR_NOT_FOUND'))).toBe(false)
    expect(orderPollInterval(withEvents('CREATION_END'), apiError('ERR_INTERNAL_SERVER_ERROR'))).toBe(5000)
    expect(isOrderNotFound(new Error('x'))).toBe(false)
  })
})

describe('orderQueryOptions', () => {
  it('uses the generated key and pauses in background tabs', () => {
    const ref = { orderId: 'ord_1', destinationAddress: 'T1' }
    const options = orderQueryOptions(ref)
    expect(options.queryKey).toEqual(orderQueryKey(ref))
    expect(options.queryKey[0]).toMatchObject({ _id: 'getOrderPublicInfo', query: ref })
    expect(options.refetchIntervalInBackground).toBe(false)
  })
})

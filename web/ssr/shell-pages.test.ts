import { describe, expect, it } from 'vitest'
import { orderIdSchema } from '@/lib/route-params'
import { ORDER_ID_PLACEHOLDER, ORDER_PAGE_PATTERN } from './shell-pages'

const match = (path: string) => new RegExp(ORDER_PAGE_PATTERN).exec(path)?.groups

describe('the order shell', () => {
  it('answers an order page in every locale, with the id to write in', () => {
    expect(match('/order/ord_Ab-9')).toEqual({ order_prefix: undefined, order_id: 'ord_Ab-9' })
    expect(match('/ru/order/ord_Ab-9')).toEqual({ order_prefix: '/ru', order_id: 'ord_Ab-9' })
  })

  it('leaves /order/pending, ids the route refuses and longer paths to the SPA shell', () => {
    for (const path of [
      '/order/pending',
      '/ru/order/pending',
      '/order/a"><script>',
      '/order/a%3Cb',
      `/order/${'a'.repeat(65)}`,
      '/order/ord_1/',
      '/order/ord_1/more',
      '/order/',
    ])
      expect(match(path), path).toBeUndefined()
    expect(match('/order/pendingX')?.order_id).toBe('pendingX')
  })

  it("accepts what the route's id rule accepts, the placeholder included", () => {
    expect(orderIdSchema.safeParse(ORDER_ID_PLACEHOLDER).success).toBe(true)
    expect(match(`/order/${ORDER_ID_PLACEHOLDER}`)?.order_id).toBe(ORDER_ID_PLACEHOLDER)
  })
})

import type { SupportRequest } from '@sdk/gen/api/types.gen'
import { describe, expect, it } from 'vitest'
import { catchCode, createOrderId, newWorld, orderReq } from './test-helpers'

const request = (extra: Partial<SupportRequest> = {}): SupportRequest => ({
  requestId: '6f1c2a9e-3b7d-4e21-9c0a-5d8e7f6a1b23',
  email: 'alice@example.com',
  topic: 'other',
  message: 'Do you plan to list more stablecoins on Solana?',
  locale: 'en',
  ...extra,
})

describe('support requests', () => {
  it('makes one ticket per requestId, with the reply time of its topic', () => {
    const w = newWorld()
    const first = w.support.create(request())
    expect(first).toEqual({
      ticketId: expect.stringMatching(/^SUP-[A-Z2-9]{6}$/),
      createdAt: w.clock.iso(),
      replyWithinHours: 24,
    })
    expect(w.support.create(request({ message: 'A retry of the same message, sent again.' }))).toEqual(first)
    expect(w.support.tickets()).toHaveLength(1)
    const order = w.support.create(
      request({ requestId: '0d4c6a1e-9b2f-4c3d-8e7a-1f2b3c4d5e6f', topic: 'order' }),
    )
    expect(order.replyWithinHours).toBe(2)
    expect(order.ticketId).not.toBe(first.ticketId)
  })

  it('links an existing order, refuses an unknown one and a message of spaces', async () => {
    const w = newWorld()
    const orderId = createOrderId(w, orderReq(w, 'btc', 'usdttrc20', 0.01))
    expect(w.support.create(request({ orderId, topic: 'order' })).ticketId).toMatch(/^SUP-/)
    await catchCode(
      () =>
        w.support.create(
          request({ requestId: '1d4c6a1e-9b2f-4c3d-8e7a-1f2b3c4d5e6f', orderId: 'ord_NOPE0000' }),
        ),
      'ERR_NOT_FOUND',
    )
    await catchCode(
      () =>
        w.support.create(
          request({ requestId: '2d4c6a1e-9b2f-4c3d-8e7a-1f2b3c4d5e6f', message: `${' '.repeat(25)}x` }),
        ),
      'ERR_VALIDATION',
    )
  })

  it('keeps its tickets in a snapshot and forgets them on reset', () => {
    const w = newWorld()
    w.support.create(request())
    const copy = newWorld()
    copy.restore(w.snapshot())
    expect(copy.support.tickets()).toHaveLength(1)
    w.reset()
    expect(w.support.tickets()).toHaveLength(0)
  })
})

// Contract tests, tags `prices` and `support`: the price history and the support form's ticket.
import { describe, expect, it } from 'vitest'
import {
  type Cases,
  describeOperations,
  expectCode,
  expectOk,
  serveContractFile,
  uncovered,
} from './contract-harness'
import { createSession } from './contract-session'

const ctx = serveContractFile('prices-support')

const supportRequest = {
  requestId: '6f1c2a9e-3b7d-4e21-9c0a-5d8e7f6a1b23',
  email: 'alice@example.com',
  topic: 'exchange',
  message: 'Which networks can I send USDT from to get BTC?',
  locale: 'en',
} as const

const cases: Cases = {
  getPriceHistory: {
    valid: (s) =>
      s.api.GET('/api/v1/prices/public/history', { params: { query: { symbol: 'btc', range: '1d' } } }),
    invalid: [
      {
        name: 'an unknown range',
        call: (s) =>
          s.api.GET('/api/v1/prices/public/history', {
            params: { query: { symbol: 'btc', range: '2w' as never } },
          }),
        code: 'ERR_BAD_REQUEST',
      },
      {
        name: 'no symbol',
        call: (s) => s.api.GET('/api/v1/prices/public/history', { params: { query: {} as never } }),
        code: 'ERR_BAD_REQUEST',
      },
    ],
  },
  createSupportRequest: {
    valid: (s) => s.api.POST('/api/v1/support/requests', { body: supportRequest }),
    invalid: [
      {
        name: 'an e-mail that is not one',
        call: (s) => s.api.POST('/api/v1/support/requests', { body: { ...supportRequest, email: 'alice' } }),
        code: 'ERR_VALIDATION',
      },
      {
        name: 'a message of spaces',
        call: (s) =>
          s.api.POST('/api/v1/support/requests', { body: { ...supportRequest, message: ' '.repeat(30) } }),
        code: 'ERR_VALIDATION',
      },
      {
        name: 'no topic',
        call: (s) =>
          s.api.POST('/api/v1/support/requests', { body: { ...supportRequest, topic: undefined as never } }),
        code: 'ERR_BAD_REQUEST',
      },
    ],
  },
}

describe('prices and support', () => {
  it('covers every operation of the tags', () => expect(uncovered(['prices', 'support'], cases)).toEqual([]))
  describeOperations(ctx, cases)

  it('gives a 7-day history by default, hourly, ending now', async () => {
    const res = await createSession(ctx.url).api.GET('/api/v1/prices/public/history', {
      params: { query: { symbol: 'eth' } },
    })
    expectOk(res)
    expect(res.data).toMatchObject({
      symbol: 'eth',
      range: '7d',
      intervalSeconds: 3600,
      quoteCurrency: 'USD',
    })
    expect(res.data?.points).toHaveLength(168)
  })

  it('answers ERR_NOT_FOUND for a symbol that names no instrument', async () => {
    const res = await createSession(ctx.url).api.GET('/api/v1/prices/public/history', {
      params: { query: { symbol: 'nope' } },
    })
    expectCode(res, 'ERR_NOT_FOUND')
  })

  it('answers a repeated requestId with the same ticket, and an unknown order with ERR_NOT_FOUND', async () => {
    const s = createSession(ctx.url)
    const first = await s.api.POST('/api/v1/support/requests', { body: supportRequest })
    const again = await s.api.POST('/api/v1/support/requests', { body: supportRequest })
    expectOk(first)
    expect(again.data).toEqual(first.data)
    expect(ctx.world.support.tickets()).toHaveLength(1)
    const unknownOrder = await s.api.POST('/api/v1/support/requests', {
      body: { ...supportRequest, requestId: '0d4c6a1e-9b2f-4c3d-8e7a-1f2b3c4d5e6f', orderId: 'ord_NOPE0000' },
    })
    expectCode(unknownOrder, 'ERR_NOT_FOUND')
    expect((unknownOrder.error as { field?: string }).field).toBe('orderId')
  })
})

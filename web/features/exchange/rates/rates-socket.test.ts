import type { PairData, PairParams } from '@sdk/gen/api/types.gen'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { RatesSocket, type RatesSocketEvent, type WebSocketLike } from './rates-socket'

class FakeSocket implements WebSocketLike {
  readyState = 0
  onopen: WebSocketLike['onopen'] = null
  onmessage: WebSocketLike['onmessage'] = null
  onclose: WebSocketLike['onclose'] = null
  onerror: WebSocketLike['onerror'] = null
  sent: unknown[] = []
  closed = false
  constructor(readonly url: string) {}
  send(data: string) {
    this.sent.push(JSON.parse(data))
  }
  close() {
    this.closed = true
  }
  /** The server side. */
  open() {
    this.readyState = 1
    this.onopen?.({})
  }
  drop() {
    this.readyState = 3
    this.onclose?.({})
  }
  push(frame: unknown) {
    this.onmessage?.({ data: typeof frame === 'string' ? frame : JSON.stringify(frame) })
  }
}

const params: PairParams = {
  instrumentFromCurrencyTitle: 'BTC',
  instrumentFromNetworkTitle: 'BTC',
  instrumentToCurrencyTitle: 'USDT',
  instrumentToNetworkTitle: 'TRC20',
  rateMode: 'FLOATING',
  claimedDepositAmount: 0.01,
}

const pairData: PairData = {
  instrumentFrom: { currencyTitle: 'BTC', networkTitle: 'BTC', slug: 'btc' },
  instrumentTo: { currencyTitle: 'USDT', networkTitle: 'TRC20', slug: 'usdttrc20' },
  liquidityProviderPublicCode: 'lp-alpha',
  amountToGive: 0.01,
  amountToGet: 641.2,
  rateMode: 'FLOATING',
  price: 64220.5,
  marketLeftPrice: 64500,
  marketRightPrice: 1,
  marketMinAmount: 0.0008,
  generalMinAmount: 0.001,
  generalMaxAmount: 12,
  depositRules: { minAmount: 0.001, maxAmount: 12 },
  quotes: { buyQuote: { quoteValue: 64220.5 }, sellQuote: { quoteValue: 0.00001557 } },
  finalNetworkFeeAmount: 1,
  platformFee_Absolute: 0.6,
  updatedAt: '2026-11-21T10:00:00Z',
  claimedDepositAmount: 0.01,
  ckm: 'D',
  noKycThreshold: 700,
}

let sockets: FakeSocket[]
let events: RatesSocketEvent[]
let client: RatesSocket

const last = () => sockets.at(-1) as FakeSocket
const statuses = () => events.filter((e) => e.type === 'status').map((e) => (e as { status: string }).status)

beforeEach(() => {
  vi.useFakeTimers()
  sockets = []
  events = []
  client = new RatesSocket({
    url: 'ws://api.test/api/v2/ws',
    onEvent: (event) => events.push(event),
    createSocket: (url) => {
      const socket = new FakeSocket(url)
      sockets.push(socket)
      return socket
    },
  })
})

afterEach(() => {
  client.dispose()
  vi.useRealTimers()
})

describe('RatesSocket', () => {
  it('sends the subscription once the socket opens, and each new one at once', () => {
    client.subscribe(params)
    client.connect()
    expect(last().url).toBe('ws://api.test/api/v2/ws')
    expect(last().sent).toEqual([])
    last().open()
    expect(last().sent).toEqual([{ event: 'pairs.rates', data: params }])
    client.subscribe({ ...params, rateMode: 'FIXED' })
    client.subscribe(null)
    expect(last().sent.slice(1)).toEqual([
      { event: 'pairs.rates', data: { ...params, rateMode: 'FIXED' } },
      { event: 'pairs.unsubscribe' },
    ])
    expect(statuses()).toEqual(['connecting', 'open'])
  })

  it('passes on valid rates and errors, and flags frames that break the contract', () => {
    client.subscribe(params)
    client.connect()
    last().open()
    last().push({ channel: 'pairs', event: 'rates', data: pairData })
    last().push({
      channel: 'pairs',
      event: 'error',
      data: { code: 'ERR_PAIR_NOT_ACTIVE', message: 'off', params },
    })
    const { marketLeftPrice: _dropped, ...withoutMarketPrice } = pairData
    last().push({ channel: 'pairs', event: 'rates', data: withoutMarketPrice })
    last().push('not json')
    const messages = events.filter((e) => e.type !== 'status')
    expect(messages).toEqual([
      { type: 'rates', data: pairData },
      { type: 'error', error: { code: 'ERR_PAIR_NOT_ACTIVE', message: 'off', params } },
      { type: 'invalid' },
      { type: 'invalid' },
    ])
  })

  it('reconnects 3 s after a close and subscribes again', () => {
    client.subscribe(params)
    client.connect()
    last().open()
    last().drop()
    expect(sockets).toHaveLength(1)
    expect(client.status).toBe('closed')
    vi.advanceTimersByTime(2_999)
    expect(sockets).toHaveLength(1)
    vi.advanceTimersByTime(1)
    expect(sockets).toHaveLength(2)
    last().open()
    expect(last().sent).toEqual([{ event: 'pairs.rates', data: params }])
    expect(statuses()).toEqual(['connecting', 'open', 'closed', 'connecting', 'open'])
  })

  it('gives up after 40 failed reconnects in a row', () => {
    client.connect()
    last().drop()
    for (let attempt = 1; attempt <= 40; attempt++) {
      vi.advanceTimersByTime(3_000)
      expect(sockets).toHaveLength(attempt + 1)
      last().drop()
    }
    expect(client.status).toBe('gave-up')
    vi.advanceTimersByTime(60_000)
    expect(sockets).toHaveLength(41)
  })

  it('counts failed attempts again from zero after a successful connection', () => {
    client.connect()
    for (let attempt = 1; attempt <= 39; attempt++) {
      last().drop()
      vi.advanceTimersByTime(3_000)
    }
    last().open()
    last().drop()
    vi.advanceTimersByTime(3_000)
    expect(client.status).toBe('connecting')
    expect(sockets).toHaveLength(41)
  })

  it('stops for good when disposed, even with a reconnect pending', () => {
    client.connect()
    last().open()
    last().drop()
    client.dispose()
    vi.advanceTimersByTime(10_000)
    expect(sockets).toHaveLength(1)
  })
})

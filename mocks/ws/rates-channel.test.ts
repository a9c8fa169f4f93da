// The rates channel driven directly, with vi fake timers standing in for the push interval.
import type { WsServerMessage } from '@sdk/gen/api/types.gen'
import { zWsServerMessage } from '@sdk/gen/api/zod.gen'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createWorld, type World } from '../world/world'
import { openRatesConnection, RATES_PUSH_INTERVAL_MS } from './rates-channel'

const BTC_USDT = {
  instrumentFromCurrencyTitle: 'BTC',
  instrumentFromNetworkTitle: 'BTC',
  instrumentToCurrencyTitle: 'USDT',
  instrumentToNetworkTitle: 'TRC20',
  rateMode: 'FLOATING' as const,
  claimedDepositAmount: 0.01,
}

function connect(world: World) {
  const frames: WsServerMessage[] = []
  const conn = openRatesConnection(world, (text) => {
    // Every frame the channel sends must be a WsServerMessage of the contract.
    frames.push(zWsServerMessage.parse(JSON.parse(text)) as WsServerMessage)
  })
  const subscribe = (data: unknown) => conn.receive(JSON.stringify({ event: 'pairs.rates', data }))
  return { frames, conn, subscribe }
}

beforeEach(() => {
  vi.useFakeTimers()
})
afterEach(() => {
  vi.useRealTimers()
})

describe('pairs.rates', () => {
  it('pushes pair data at once, then only when the rate moved, at most every interval', () => {
    const world = createWorld({ seed: 42, now: '2026-11-21T10:00:00Z' })
    const { frames, subscribe } = connect(world)
    subscribe(BTC_USDT)
    expect(frames).toHaveLength(1)
    expect(frames[0]).toMatchObject({ channel: 'pairs', event: 'rates', data: { amountToGive: 0.01 } })
    // The world's clock stands still: the rate does not move, so nothing more is sent.
    vi.advanceTimersByTime(RATES_PUSH_INTERVAL_MS * 4)
    expect(frames).toHaveLength(1)
    world.controls.advanceClock(1_000)
    vi.advanceTimersByTime(RATES_PUSH_INTERVAL_MS)
    expect(frames).toHaveLength(2)
    const [first, second] = frames
    if (first?.event !== 'rates' || second?.event !== 'rates') throw new Error('expected rates')
    expect(second.data.price).not.toBe(first.data.price)
  })

  it('sends its frames after the latency set in the controls, like the HTTP answers', () => {
    const world = createWorld({ seed: 42, now: '2026-11-21T10:00:00Z' })
    world.controls.latencyMs = 1_500
    const { frames, subscribe } = connect(world)
    subscribe(BTC_USDT)
    vi.advanceTimersByTime(1_499)
    expect(frames).toHaveLength(0)
    vi.advanceTimersByTime(1)
    expect(frames).toHaveLength(1)
  })

  it('follows a running clock a few times a second', () => {
    const world = createWorld({ seed: 42 })
    const { frames, subscribe } = connect(world)
    subscribe(BTC_USDT)
    vi.advanceTimersByTime(10_000)
    const pushes = Math.floor(10_000 / RATES_PUSH_INTERVAL_MS) + 1
    expect(frames.length).toBeGreaterThan(pushes / 2)
    expect(frames.length).toBeLessThanOrEqual(pushes)
    expect(frames.every((f) => f.event === 'rates')).toBe(true)
  })

  it('replaces the earlier subscription, and stops on pairs.unsubscribe and on close', () => {
    const world = createWorld({ seed: 42 })
    const { frames, subscribe, conn } = connect(world)
    subscribe(BTC_USDT)
    subscribe({ ...BTC_USDT, instrumentToCurrencyTitle: 'ETH', instrumentToNetworkTitle: 'ERC20' })
    vi.advanceTimersByTime(3_000)
    const later = frames.slice(2)
    expect(later.length).toBeGreaterThan(0)
    expect(later.every((f) => f.event === 'rates' && f.data.instrumentTo.slug === 'eth')).toBe(true)
    conn.receive(JSON.stringify({ event: 'pairs.unsubscribe' }))
    const count = frames.length
    vi.advanceTimersByTime(3_000)
    expect(frames).toHaveLength(count)
    subscribe(BTC_USDT)
    conn.close()
    vi.advanceTimersByTime(3_000)
    expect(frames).toHaveLength(count + 1)
    expect(vi.getTimerCount()).toBe(0)
  })
})

describe('errors', () => {
  it('answers an inactive pair with a pairs error naming the code and the params', () => {
    const world = createWorld({ seed: 42 })
    const { frames, subscribe } = connect(world)
    const luna = { ...BTC_USDT, instrumentFromCurrencyTitle: 'LUNA', instrumentFromNetworkTitle: 'TERRA' }
    subscribe(luna)
    vi.advanceTimersByTime(3_000)
    expect(frames).toEqual([
      {
        channel: 'pairs',
        event: 'error',
        data: { code: 'ERR_PAIR_NOT_ACTIVE', message: expect.any(String), params: luna },
      },
    ])
  })

  it('carries expectedAmount for an amount out of the limits', () => {
    const { frames, subscribe } = connect(createWorld({ seed: 42 }))
    subscribe({ ...BTC_USDT, claimedDepositAmount: 0.0001 })
    expect(frames[0]).toMatchObject({
      event: 'error',
      data: { code: 'ERR_CLAIMED_DEPOSIT_AMOUNT_TOO_SMALL', expectedAmount: expect.any(Number) },
    })
  })

  it('answers bad params and frames that are not JSON with ERR_BAD_REQUEST', () => {
    const { frames, subscribe, conn } = connect(createWorld({ seed: 42 }))
    subscribe({ ...BTC_USDT, rateMode: 'SOMETIMES' })
    conn.receive('{not json')
    conn.receive(JSON.stringify({ event: 'pairs.nope' }))
    expect(frames.map((f) => f.event === 'error' && f.data.code)).toEqual([
      'ERR_BAD_REQUEST',
      'ERR_BAD_REQUEST',
      'ERR_BAD_REQUEST',
    ])
    expect(vi.getTimerCount()).toBe(0)
  })
})

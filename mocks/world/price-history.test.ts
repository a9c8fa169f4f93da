import { describe, expect, it } from 'vitest'
import { priceHistory, RANGE_STEPS } from './price-history'
import { catchCode, newWorld } from './test-helpers'

describe('price history', () => {
  it('gives every range its step and count, oldest first, ending at the live price', () => {
    const w = newWorld()
    const btc = w.catalog.resolve({ slug: 'btc' })
    for (const [range, { stepSeconds, points }] of Object.entries(RANGE_STEPS)) {
      const history = priceHistory(w.ctx, 'btc', range)
      expect(history).toMatchObject({
        symbol: 'btc',
        quoteCurrency: 'USD',
        range,
        intervalSeconds: stepSeconds,
      })
      expect(history.points).toHaveLength(points)
      const times = history.points.map((point) => Date.parse(point.time))
      expect(times.at(-1)).toBe(w.clock.now())
      const steps = new Set(times.slice(1).map((time, i) => time - (times[i] ?? 0)))
      expect([...steps]).toEqual([stepSeconds * 1000])
      expect(history.points.at(-1)?.price).toBeCloseTo(w.pricing.usdPrice(btc), 0)
    }
  })

  it('wanders like a market over a year and stays put for stablecoins and USD', () => {
    const w = newWorld()
    const spread = (slug: string) => {
      const prices = priceHistory(w.ctx, slug, '1y').points.map((point) => point.price)
      return (Math.max(...prices) - Math.min(...prices)) / Math.min(...prices)
    }
    expect(spread('btc')).toBeGreaterThan(0.03)
    expect(spread('btc')).toBeLessThan(0.4)
    expect(spread('usdttrc20')).toBeLessThan(0.01)
    expect(spread('usd')).toBe(0)
  })

  it('moves by what a market moves in one step: little in five minutes, more in a day', () => {
    const w = newWorld()
    const largestStep = (range: string) => {
      const prices = priceHistory(w.ctx, 'btc', range).points.map((point) => point.price)
      return Math.max(...prices.slice(1).map((price, i) => Math.abs(price / (prices[i] ?? price) - 1)))
    }
    expect(largestStep('1d')).toBeLessThan(0.003)
    expect(largestStep('1y')).toBeGreaterThan(largestStep('1d'))
    expect(largestStep('1y')).toBeLessThan(0.05)
  })

  it('is the same history when asked twice at the same moment', () => {
    const w = newWorld()
    expect(priceHistory(w.ctx, 'eth', '30d')).toEqual(priceHistory(w.ctx, 'eth', '30d'))
  })

  it('refuses an unknown or delisted symbol and an unknown range', async () => {
    const w = newWorld()
    await catchCode(() => priceHistory(w.ctx, 'nope', '7d'), 'ERR_NOT_FOUND')
    await catchCode(() => priceHistory(w.ctx, 'xec', '7d'), 'ERR_NOT_FOUND')
    await catchCode(() => priceHistory(w.ctx, 'btc', '2w'), 'ERR_BAD_REQUEST')
  })
})

// getPriceHistory: an instrument's USD price over a range ending now, drawn from the world's pricing. Each point
// is Pricing.usdPrice at that moment (the drift the live rates show) times a slow trend of days and months, so a
// chart of a week or a year has a shape; the trend is relative to now, so the last point is the live price.

import type { PriceHistory, PriceHistoryRange } from '@sdk/gen/api/types.gen'
import type { WorldContext } from './context'
import { WorldError } from './errors'
import type { InstrumentRecord } from './instruments-seed'
import { hashUnit } from './rng'

const MINUTE = 60
const HOUR = 60 * MINUTE
const DAY = 24 * HOUR

/** The step and the number of points of each range (the contract's PriceHistoryRange). */
export const RANGE_STEPS: Readonly<Record<PriceHistoryRange, { stepSeconds: number; points: number }>> = {
  '1d': { stepSeconds: 5 * MINUTE, points: 288 },
  '7d': { stepSeconds: HOUR, points: 168 },
  '30d': { stepSeconds: 4 * HOUR, points: 180 },
  '90d': { stepSeconds: 12 * HOUR, points: 180 },
  '1y': { stepSeconds: DAY, points: 365 },
}

const isRange = (range: unknown): range is PriceHistoryRange =>
  typeof range === 'string' && Object.hasOwn(RANGE_STEPS, range)

/** Waves of 3, 17 and 160 days: how far the price wanders, as a fraction of itself. */
function trend(rec: InstrumentRecord, atMs: number): number {
  const { instrument, meta } = rec
  if (instrument.instrumentType === 'fiat') return instrument.currencyTitle === 'USD' ? 0 : 0.01
  const amplitude = meta.stable ? 0.002 : 0.08
  const wave = (periodDays: number, weight: number) => {
    const phase = hashUnit(`${instrument.slug}:trend:${periodDays}`) * Math.PI * 2
    return weight * Math.sin((atMs / (periodDays * DAY * 1000)) * Math.PI * 2 + phase)
  }
  return amplitude * (wave(3, 0.25) + wave(17, 0.35) + wave(160, 0.6))
}

/**
 * The history of `symbol` (an instrument slug) over `range` (default 7d). An unknown or delisted symbol is
 * ERR_NOT_FOUND, an unknown range ERR_BAD_REQUEST.
 */
export function priceHistory(
  ctx: Pick<WorldContext, 'catalog' | 'pricing' | 'clock'>,
  symbol: string,
  range: unknown = '7d',
): PriceHistory {
  if (!isRange(range))
    throw new WorldError('ERR_BAD_REQUEST', `Unknown range ${String(range)}`, { field: 'range' })
  const rec = ctx.catalog.bySlug(symbol)
  if (!rec?.meta.isActive) {
    throw new WorldError('ERR_NOT_FOUND', `Instrument ${symbol} not found`, { field: 'symbol' })
  }
  const { stepSeconds, points } = RANGE_STEPS[range]
  const now = ctx.clock.now()
  const trendNow = 1 + trend(rec, now)
  return {
    symbol: rec.instrument.slug,
    quoteCurrency: 'USD',
    range,
    intervalSeconds: stepSeconds,
    points: Array.from({ length: points }, (_, i) => {
      const at = now - (points - 1 - i) * stepSeconds * 1000
      const price = ctx.pricing.usdPrice(rec, at) * ((1 + trend(rec, at)) / trendNow)
      return { time: ctx.clock.iso(at), price: Number(price.toPrecision(8)) }
    }),
  }
}

// getPriceHistory: an instrument's USD price over a range ending now, drawn from the world's pricing. The last
// point is the live price (Pricing.usdPrice); the others follow a slow trend of days and months, so a chart of a
// week or a year has a shape, and stray from it by what a market moves in one step of the range (a tenth of a
// percent in five minutes, a few percent in a day). The live price's own quick swings (seconds, for the rates the
// form shows) are not sampled into the past: every few minutes they would draw noise, not a market.

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

/** Smooth noise in [−0.5, 0.5]: a random value at each multiple of `periodMs`, eased in between. */
function smoothNoise(key: string, atMs: number, periodMs: number): number {
  const x = atMs / periodMs
  const i = Math.floor(x)
  const t = x - i
  const a = hashUnit(`${key}:${i}`) - 0.5
  const b = hashUnit(`${key}:${i + 1}`) - 0.5
  return a + (b - a) * t * t * (3 - 2 * t)
}

/** How far the price strays from its trend, as a fraction: growing with the square root of the range's step. */
function wiggle(rec: InstrumentRecord, atMs: number, stepSeconds: number): number {
  const { instrument, meta } = rec
  if (instrument.instrumentType === 'fiat' && instrument.currencyTitle === 'USD') return 0
  const amplitude = (meta.stable ? 0.0003 : 0.004) * Math.sqrt(stepSeconds / HOUR)
  const key = `${instrument.slug}:wiggle:${stepSeconds}`
  const stepMs = stepSeconds * 1000
  const perStep = hashUnit(`${key}:${Math.floor(atMs / stepMs)}`) - 0.5
  return amplitude * (smoothNoise(key, atMs, 6 * stepMs) + 0.4 * perStep)
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
  const live = ctx.pricing.usdPrice(rec, now)
  const shape = (at: number) => (1 + trend(rec, at)) * (1 + wiggle(rec, at, stepSeconds))
  const shapeNow = shape(now)
  return {
    symbol: rec.instrument.slug,
    quoteCurrency: 'USD',
    range,
    intervalSeconds: stepSeconds,
    points: Array.from({ length: points }, (_, i) => {
      const at = now - (points - 1 - i) * stepSeconds * 1000
      const price = live * (shape(at) / shapeNow)
      return { time: ctx.clock.iso(at), price: Number(price.toPrecision(8)) }
    }),
  }
}

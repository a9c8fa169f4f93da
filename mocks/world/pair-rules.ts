// Which pairs trade, and how. Every rule here is deterministic and listed in triggers.ts so a
// developer can produce each outcome on purpose.

import type { Ckm, RateMode } from '@sdk/gen/api/types.gen'
import { WorldError } from './errors'
import type { InstrumentRecord } from './instruments-seed'

/** Any pair with this instrument is not active (ERR_PAIR_NOT_ACTIVE); the instrument itself is listed. */
export const INACTIVE_PAIR_SLUG = 'luna'
/** Pairs between a fiat and this slug (either way) have no liquidity (ERR_NO_LIQUIDITY_AVAILABLE). */
export const NO_LIQUIDITY_WITH_FIAT_SLUG = 'xmr'
/** Any pair *to* this slug has no liquidity (ERR_NO_LIQUIDITY_AVAILABLE). */
export const NO_LIQUIDITY_TO_SLUG = 'zec'
/** FIXED is not offered (ERR_NOT_ACCEPTABLE) when either side is fiat or one of these slugs. */
export const FLOATING_ONLY_SLUGS: readonly string[] = ['xmr', 'doge']
/** A FIXED rate holds only up to this USD worth of instrumentFrom (ERR_UNPROCESSABLE_ENTITY above). */
export const FIXED_RATE_CAP_USD = 20_000
export const MIN_USD = 10
export const MAX_USD = 50_000
export const RECOMMENDED_USD = 500
export const NO_KYC_THRESHOLD_USD = 700
export const PLATFORM_FEE_RATE = 0.005
export const SPREAD: Record<RateMode, number> = { FLOATING: 0.003, FIXED: 0.012 }

const slugOf = (r: InstrumentRecord) => r.instrument.slug
const isFiat = (r: InstrumentRecord) => r.instrument.instrumentType === 'fiat'

/** Throws the pair's error, if it has one, for a rate or an order in the given mode. */
export const assertPairTradable = (
  from: InstrumentRecord,
  to: InstrumentRecord,
  rateMode: RateMode,
): void => {
  if (slugOf(from) === slugOf(to)) {
    throw new WorldError('ERR_PAIR_NOT_ACTIVE', 'Instruments must differ')
  }
  if (!from.meta.isActive || !to.meta.isActive) {
    throw new WorldError('ERR_PAIR_NOT_ACTIVE', 'Instrument is delisted')
  }
  if (slugOf(from) === INACTIVE_PAIR_SLUG || slugOf(to) === INACTIVE_PAIR_SLUG) {
    throw new WorldError('ERR_PAIR_NOT_ACTIVE', `Pair ${slugOf(from)}-${slugOf(to)} is not active`)
  }
  if (isFiat(from) && isFiat(to)) {
    throw new WorldError('ERR_PAIR_NOT_ACTIVE', 'Fiat to fiat is not supported')
  }
  const fiatSide = isFiat(from) || isFiat(to)
  const xmrSide = slugOf(from) === NO_LIQUIDITY_WITH_FIAT_SLUG || slugOf(to) === NO_LIQUIDITY_WITH_FIAT_SLUG
  if ((fiatSide && xmrSide) || slugOf(to) === NO_LIQUIDITY_TO_SLUG) {
    throw new WorldError('ERR_NO_LIQUIDITY_AVAILABLE', `No liquidity for ${slugOf(from)}-${slugOf(to)}`)
  }
  if (rateMode === 'FIXED' && !fixedAvailable(from, to)) {
    throw new WorldError('ERR_NOT_ACCEPTABLE', 'FIXED rate is not available for this pair')
  }
}

export const fixedAvailable = (from: InstrumentRecord, to: InstrumentRecord): boolean =>
  !isFiat(from) &&
  !isFiat(to) &&
  !FLOATING_ONLY_SLUGS.includes(slugOf(from)) &&
  !FLOATING_ONLY_SLUGS.includes(slugOf(to))

/** E-mail confirmation mode: pairs to 'eth' → A; pairs from 'ltc' → B; otherwise D. */
export const ckmFor = (from: InstrumentRecord, to: InstrumentRecord): Ckm => {
  if (slugOf(to) === 'eth') return 'A'
  if (slugOf(from) === 'ltc') return 'B'
  return 'D'
}

/** Fiat pairs go through the card provider; others through one of the LPs both sides share. */
export const providerFor = (from: InstrumentRecord, to: InstrumentRecord): string => {
  if (isFiat(from) || isFiat(to)) return 'mercuryo'
  const shared = from.meta.providers.filter((p) => to.meta.providers.includes(p))
  const list = shared.length ? shared : from.meta.providers
  const h = (slugOf(from).length * 31 + slugOf(to).length * 17 + slugOf(to).charCodeAt(0)) % list.length
  return list[h] ?? 'lp-alpha'
}

/** Rounds up to 2 significant digits (for minimums). */
export const niceUp = (x: number): number => sig(x, (n) => Math.ceil(n - 1e-9))
/** Rounds down to 2 significant digits (for maximums). */
export const niceDown = (x: number): number => sig(x, (n) => Math.floor(n + 1e-9))

/** Rounds to 1, 2, 2.5 or 5 × 10^k (for recommended amounts). */
export const niceRound = (x: number): number => {
  if (!(x > 0)) return 0
  const p = 10 ** Math.floor(Math.log10(x))
  const m = x / p
  const step = m < 1.5 ? 1 : m < 2.25 ? 2 : m < 3.75 ? 2.5 : m < 7.5 ? 5 : 10
  return cleanFloat(step * p)
}

const sig = (x: number, f: (n: number) => number): number => {
  if (!(x > 0)) return 0
  const p = 10 ** (Math.floor(Math.log10(x)) - 1)
  return cleanFloat(f(x / p) * p)
}

/** Removes float noise such as 0.30000000000000004. */
export const cleanFloat = (x: number): number => Number.parseFloat(x.toPrecision(12))

export const roundTo = (x: number, decimals: number): number => {
  const d = Math.min(Math.max(decimals, 0), 12)
  return cleanFloat(Math.round(x * 10 ** d) / 10 ** d)
}

// Rates. USD prices drift deterministically with clock time (slow and fast sines plus a noise step
// every 250 ms, phases from the seed), so a rate sampled a few times a second changes. A pair's price
// is the market cross rate less a spread (FIXED wider than FLOATING); fees come off amountToGet.

import type { RateMode } from '@sdk/gen/api/types.gen'
import type { Catalog } from './catalog'
import { toRef } from './catalog'
import type { Clock } from './clock'
import { WorldError } from './errors'
import type { InstrumentRecord } from './instruments-seed'
import { getNetwork } from './networks'
import {
  assertPairTradable,
  ckmFor,
  cleanFloat,
  FIXED_RATE_CAP_USD,
  MAX_USD,
  MIN_USD,
  NO_KYC_THRESHOLD_USD,
  niceDown,
  niceRound,
  niceUp,
  PLATFORM_FEE_RATE,
  providerFor,
  RECOMMENDED_USD,
  roundTo,
  SPREAD,
} from './pair-rules'
import { hashUnit } from './rng'
import type { PairData } from './types'

/** The contract's PairParams (rates/one query, WebSocket subscription). */
export interface QuoteParams {
  instrumentFromCurrencyTitle: string
  instrumentFromNetworkTitle: string
  instrumentToCurrencyTitle: string
  instrumentToNetworkTitle: string
  rateMode: RateMode
  claimedDepositAmount?: number
  /** The currencyTitle of the side the amount is in; instrumentFrom's when omitted or ambiguous. */
  claimedDepositAmountCurrency?: string
}

export interface Limits {
  min: number
  max: number
  marketMin: number
  fixedCap: number
}

const NOISE_STEP_MS = 250

export class Pricing {
  constructor(
    private readonly catalog: Catalog,
    private readonly clock: Clock,
    private readonly seed: number,
  ) {}

  /** The instrument's USD price now. */
  usdPrice(rec: InstrumentRecord, at: number = this.clock.now()): number {
    const base = rec.meta.basePrice
    const slug = rec.instrument.slug
    if (rec.instrument.instrumentType === 'fiat' && rec.instrument.currencyTitle === 'USD') return 1
    const phase = hashUnit(`${this.seed}:${slug}`) * Math.PI * 2
    const amp = rec.meta.stable ? 0.0004 : 0.006
    const slow = Math.sin((at / 90_000) * Math.PI * 2 + phase)
    const fast = Math.sin((at / 11_000) * Math.PI * 2 + phase * 3)
    const noise = hashUnit(`${this.seed}:${slug}:${Math.floor(at / NOISE_STEP_MS)}`) - 0.5
    return Number((base * (1 + amp * slow + (amp / 3) * fast + (amp / 6) * noise)).toPrecision(8))
  }

  /** Min and max of instrumentFrom ($10 and $50,000 worth at the base price, rounded nicely). */
  limits(from: InstrumentRecord): Limits {
    const p = from.meta.basePrice
    const min = niceUp(MIN_USD / p)
    return {
      min,
      max: niceDown(MAX_USD / p),
      marketMin: cleanFloat(min * 0.8),
      fixedCap: niceDown(FIXED_RATE_CAP_USD / p),
    }
  }

  /** About $500 worth of instrumentFrom, rounded to 1, 2, 2.5 or 5 × 10^k. */
  recommendedAmount(from: InstrumentRecord): number {
    return niceRound(RECOMMENDED_USD / from.meta.basePrice)
  }

  resolvePair(params: QuoteParams): { from: InstrumentRecord; to: InstrumentRecord } {
    const from = this.catalog.resolve(
      { currencyTitle: params.instrumentFromCurrencyTitle, networkTitle: params.instrumentFromNetworkTitle },
      'instrumentFrom',
      'ERR_BAD_REQUEST',
    )
    const to = this.catalog.resolve(
      { currencyTitle: params.instrumentToCurrencyTitle, networkTitle: params.instrumentToNetworkTitle },
      'instrumentTo',
      'ERR_BAD_REQUEST',
    )
    return { from, to }
  }

  /**
   * Throws ERR_UNPROCESSABLE_ENTITY when a FIXED order is bigger than the pair's fixed-rate cap ($20,000
   * worth). Orders only: rates/one does not answer 422, it quotes the amount.
   */
  assertFixedCap(from: InstrumentRecord, rateMode: RateMode, amountToGive: number): void {
    const cap = this.limits(from).fixedCap
    if (rateMode === 'FIXED' && amountToGive > cap) {
      throw new WorldError('ERR_UNPROCESSABLE_ENTITY', `FIXED rate holds only up to ${cap}; use FLOATING`)
    }
  }

  /**
   * getRecommendedAmount: unknown instruments or rateMode → ERR_BAD_REQUEST; a pair that is not active →
   * ERR_PAIR_NOT_ACTIVE. Liquidity and FIXED availability do not matter here.
   */
  recommendedFor(params: QuoteParams): { recommendedAmount: number } {
    if (params.rateMode !== 'FIXED' && params.rateMode !== 'FLOATING') {
      throw new WorldError('ERR_BAD_REQUEST', 'rateMode must be FIXED or FLOATING', { field: 'rateMode' })
    }
    const { from, to } = this.resolvePair(params)
    try {
      assertPairTradable(from, to, 'FLOATING')
    } catch (e) {
      if (e instanceof WorldError && e.code === 'ERR_PAIR_NOT_ACTIVE') throw e
    }
    return { recommendedAmount: this.recommendedAmount(from) }
  }

  /** A live quote; throws the pair's or the amount's WorldError (unknown instruments: ERR_BAD_REQUEST). */
  quote(params: QuoteParams, opts: { enforceLimits?: boolean } = {}): PairData {
    if (params.rateMode !== 'FIXED' && params.rateMode !== 'FLOATING') {
      throw new WorldError('ERR_BAD_REQUEST', 'rateMode must be FIXED or FLOATING', { field: 'rateMode' })
    }
    const amount = params.claimedDepositAmount
    if (amount !== undefined && !(Number.isFinite(amount) && amount > 0)) {
      throw new WorldError('ERR_BAD_REQUEST', 'claimedDepositAmount must be a positive number', {
        field: 'claimedDepositAmount',
      })
    }
    const { from, to } = this.resolvePair(params)
    return this.quotePair(from, to, params.rateMode, amount, params.claimedDepositAmountCurrency, opts)
  }

  quotePair(
    from: InstrumentRecord,
    to: InstrumentRecord,
    rateMode: RateMode,
    amount: number | undefined,
    amountCurrency: string | undefined,
    opts: { enforceLimits?: boolean } = {},
  ): PairData {
    assertPairTradable(from, to, rateMode)
    const now = this.clock.now()
    const left = this.usdPrice(from, now)
    const right = this.usdPrice(to, now)
    const fromDec = from.instrument.precisionDecimals
    const toDec = to.instrument.precisionDecimals
    const price = Number(((left / right) * (1 - SPREAD[rateMode])).toPrecision(10))
    const fee = roundUpTo(getNetwork(to.instrument.networkTitle).feeUsd / to.meta.basePrice, toDec)
    const net = price * (1 - PLATFORM_FEE_RATE)
    const onToSide =
      amountCurrency !== undefined &&
      amountCurrency === to.instrument.currencyTitle &&
      amountCurrency !== from.instrument.currencyTitle
    let give: number
    if (amount === undefined) give = this.recommendedAmount(from)
    else if (onToSide) give = roundTo((amount + fee) / net, fromDec)
    else give = amount
    const lim = this.limits(from)
    if (opts.enforceLimits !== false && amount !== undefined) {
      const inTyped = (x: number) => (onToSide ? roundTo(Math.max(x * net - fee, 0), toDec) : x)
      if (give < lim.min) {
        throw new WorldError(
          'ERR_CLAIMED_DEPOSIT_AMOUNT_TOO_SMALL',
          `Minimum amount is ${inTyped(lim.min)}`,
          {
            expectedAmount: inTyped(lim.min),
          },
        )
      }
      if (give > lim.max) {
        throw new WorldError('ERR_CLAIMED_DEPOSIT_AMOUNT_TOO_BIG', `Maximum amount is ${inTyped(lim.max)}`, {
          expectedAmount: inTyped(lim.max),
        })
      }
    }
    const gross = give * price
    const platformFee = roundTo(gross * PLATFORM_FEE_RATE, toDec)
    const get =
      onToSide && amount !== undefined ? amount : roundTo(Math.max(gross - platformFee - fee, 0), toDec)
    const fiat = from.instrument.instrumentType === 'fiat' || to.instrument.instrumentType === 'fiat'
    return {
      instrumentFrom: toRef(from),
      instrumentTo: toRef(to),
      liquidityProviderPublicCode: providerFor(from, to),
      amountToGive: give,
      amountToGet: get,
      rateMode,
      price,
      marketLeftPrice: left,
      marketRightPrice: right,
      marketMinAmount: lim.marketMin,
      generalMinAmount: lim.min,
      generalMaxAmount: lim.max,
      depositRules: { minAmount: lim.min, maxAmount: lim.max },
      quotes: {
        buyQuote: { quoteValue: price },
        sellQuote: { quoteValue: Number((1 / price).toPrecision(10)) },
      },
      finalNetworkFeeAmount: fee,
      platformFee_Absolute: platformFee,
      updatedAt: this.clock.iso(now),
      claimedDepositAmount: give,
      ckm: ckmFor(from, to),
      noKycThreshold: fiat ? niceUp(NO_KYC_THRESHOLD_USD / from.meta.basePrice) : lim.max,
    }
  }
}

const roundUpTo = (x: number, decimals: number): number => {
  const d = Math.min(Math.max(decimals, 0), 12)
  return cleanFloat(Math.ceil(x * 10 ** d - 1e-9) / 10 ** d)
}

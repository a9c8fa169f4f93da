// What every part of the world shares: the seeded Rng, the clock, the catalogue, pricing and config.
import type { Catalog } from './catalog'
import type { Clock } from './clock'
import type { Pricing } from './pricing'
import type { Rng } from './rng'

export interface OrderDelays {
  /** From creation (or the last step) to the deposit being seen. */
  depositMs: number
  /** The slow-deposit scenario's deposit delay: past the 20 min fixed-rate window. */
  slowDepositMs: number
  /** From the deposit to a fixed-rate problem being detected. */
  problemMs: number
  /** Between confirmations. */
  confirmationMs: number
  /** From funds detected to the payout starting. */
  withdrawalStartMs: number
  /** From the payout starting to the payout completing. */
  withdrawalCompleteMs: number
  /** From REFUND_REQUESTED to REFUND_COMPLETED. */
  refundCompleteMs: number
}

/**
 * How long Telegram launch data signs a user in (by its auth_date): one hour. A launch signs new data, so a Mini
 * App open longer than that signs in again only after it is opened anew.
 */
export const TELEGRAM_INIT_DATA_MAX_AGE_SEC = 3_600

export interface WorldConfig {
  accessTokenTtlMs: number
  refreshTokenTtlMs: number
  resetCodeTtlMs: number
  telegramBotToken: string
  /** initData older than this (by auth_date) is refused: ERR_TELEGRAM_INIT_DATA_EXPIRED. */
  telegramMaxAgeSec: number
  /** Orders move on by themselves with the clock; off by default (use advanceOrder). */
  autoProgress: boolean
  orderDelays: OrderDelays
  fixedRateWindowMs: number
  /** KYC moves CREATED → PROCESS → final once per status read, or once per this much clock time. */
  kycStepMs: number
  /** The card provider confirms the e-mail after this many contacts reads, or this much clock time. */
  cardEmailConfirmReads: number
  cardEmailConfirmMs: number
}

export const DEFAULT_ORDER_DELAYS: OrderDelays = {
  depositMs: 60_000,
  slowDepositMs: 21 * 60_000,
  problemMs: 5_000,
  confirmationMs: 10_000,
  withdrawalStartMs: 5_000,
  withdrawalCompleteMs: 30_000,
  refundCompleteMs: 30_000,
}

export const DEFAULT_CONFIG: WorldConfig = {
  accessTokenTtlMs: 15 * 60_000,
  refreshTokenTtlMs: 30 * 24 * 3_600_000,
  resetCodeTtlMs: 15 * 60_000,
  telegramBotToken: 'mock-bot-token',
  telegramMaxAgeSec: TELEGRAM_INIT_DATA_MAX_AGE_SEC,
  autoProgress: false,
  orderDelays: DEFAULT_ORDER_DELAYS,
  fixedRateWindowMs: 20 * 60_000,
  kycStepMs: 5_000,
  cardEmailConfirmReads: 2,
  cardEmailConfirmMs: 10_000,
}

export interface WorldContext {
  rng: Rng
  clock: Clock
  catalog: Catalog
  pricing: Pricing
  config: WorldConfig
}

/** Offset/limit paging shared by the history lists (limit 1..100, offset ≥ 0; else ERR_VALIDATION). */
export interface Page<T> {
  items: T[]
  total: number
}

export const EMAIL_RE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

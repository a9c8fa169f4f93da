// createWorld: one object that owns the whole mock backend's state, with reset, snapshot/restore
// (plain JSON, e.g. for localStorage) and the control surface. No MSW, no DOM, no Node-only APIs.

import type { HealthStatus, PairListItem } from '@sdk/gen/api/types.gen'
import { Account } from './account'
import { Affiliates } from './affiliates'
import { ApiKeys } from './api-keys'
import { CardProvider } from './card-provider'
import { Catalog } from './catalog'
import { Clock, type ClockState } from './clock'
import { blogCategories, getBlogPost, listBlogPosts } from './content-blog'
import { getDoc, listDocs } from './content-docs'
import { seoTexts } from './content-seo'
import { BUILD_MANIFEST, lookupRedirect, sectionTranslations } from './content-site'
import { DEFAULT_CONFIG, type OrderDelays, type WorldConfig, type WorldContext } from './context'
import { type ControlsState, defaultControls, gate, type RequestDirective } from './controls'
import { Kyc } from './kyc'
import { hasEvent, type OrderRecord } from './order-record'
import { Orders } from './orders'
import { defaultPair, listPairs } from './pairs'
import { Pricing } from './pricing'
import { Rng } from './rng'
import { Sessions } from './sessions'
import { Support } from './support'
import { TelegramAccounts } from './telegram-accounts'
import type { Instrument } from './types'
import { Users } from './users'
import { Wallet } from './wallet'
import { makeControls, type WorldControls } from './world-controls'
import { seedWorld } from './world-seed'

export interface CreateWorldOptions {
  /** Reproduces the world: ids, addresses, seeded data, price drift phases. Default 42. */
  seed?: number
  /** A start time freezes the clock (manual mode: only advanceClock moves it); without it, real time. */
  now?: number | string | Date
  config?: Partial<Omit<WorldConfig, 'orderDelays'>> & { orderDelays?: Partial<OrderDelays> }
  /** Seed users, orders and balances (default true). */
  seedData?: boolean
}

export interface WorldSnapshot {
  version: 1
  seed: number
  rng: number
  clock: ClockState
  config: WorldConfig
  controls: ControlsState
  parts: Record<string, unknown>
}

export const DEFAULT_SEED = 42
const CONTENT = {
  blogCategories,
  listBlogPosts,
  getBlogPost,
  listDocs,
  getDoc,
  seoTexts,
  sectionTranslations,
  lookupRedirect,
  buildManifest: BUILD_MANIFEST,
} as const
const PART_NAMES = [
  'users',
  'sessions',
  'orders',
  'kyc',
  'apiKeys',
  'affiliates',
  'wallet',
  'cardProvider',
  'support',
] as const

export class World {
  seed!: number
  readonly clock: Clock
  readonly catalog = new Catalog()
  config: WorldConfig
  rng!: Rng
  ctx!: WorldContext
  pricing!: Pricing
  users!: Users
  sessions!: Sessions
  telegram!: TelegramAccounts
  orders!: Orders
  kyc!: Kyc
  apiKeys!: ApiKeys
  affiliates!: Affiliates
  wallet!: Wallet
  cardProvider!: CardProvider
  account!: Account
  support!: Support
  controlsState: ControlsState = defaultControls()
  readonly controls: WorldControls
  /** The content services (static, locale-aware): blog, docs, SEO texts, sections, redirects. */
  readonly content = CONTENT
  private seeding = false

  constructor(private readonly opts: CreateWorldOptions = {}) {
    this.clock = new Clock(opts.now)
    const { orderDelays, ...rest } = opts.config ?? {}
    this.config = {
      ...DEFAULT_CONFIG,
      ...rest,
      orderDelays: { ...DEFAULT_CONFIG.orderDelays, ...orderDelays },
    }
    this.controls = makeControls(this)
    this.build(opts.seed ?? DEFAULT_SEED)
  }

  private build(seed: number): void {
    this.seed = seed
    this.rng = new Rng(seed)
    this.pricing = new Pricing(this.catalog, this.clock, seed)
    this.ctx = {
      rng: this.rng,
      clock: this.clock,
      catalog: this.catalog,
      pricing: this.pricing,
      config: this.config,
    }
    this.users = new Users(this.ctx)
    this.sessions = new Sessions(this.ctx)
    this.telegram = new TelegramAccounts(this.ctx, this.users, this.sessions)
    this.kyc = new Kyc(this.ctx)
    this.apiKeys = new ApiKeys(this.ctx)
    this.affiliates = new Affiliates(this.ctx)
    this.wallet = new Wallet(this.ctx)
    this.cardProvider = new CardProvider(this.ctx)
    this.orders = new Orders(this.ctx, {
      referrerExists: (code) => !!this.users.byReferrerId(code),
      providerKycComplete: (userId) => this.cardProvider.kycComplete(userId),
      userEmail: (userId) => this.users.byId(userId)?.email ?? null,
      onFinished: (rec) => this.onOrderFinished(rec),
    })
    this.account = new Account(this.ctx, this.users, this.sessions, this.orders, this.cardProvider)
    this.support = new Support(this.ctx, (orderId) => this.orders.find(orderId) !== undefined)
    this.controlsState = defaultControls()
    if (this.opts.seedData !== false) {
      this.seeding = true
      try {
        seedWorld(this)
      } finally {
        this.seeding = false
      }
    }
  }

  /** Back to the seeded state (same seed unless one is given); the clock keeps running. */
  reset(seed: number = this.seed): void {
    this.build(seed)
  }

  snapshot(): WorldSnapshot {
    const parts: Record<string, unknown> = {}
    for (const name of PART_NAMES) parts[name] = this[name].st
    return clone({
      version: 1,
      seed: this.seed,
      rng: this.rng.state,
      clock: this.clock.state,
      config: this.config,
      controls: this.controlsState,
      parts,
    })
  }

  restore(snapshot: WorldSnapshot): void {
    if (snapshot?.version !== 1) throw new Error('Unsupported world snapshot')
    const s = clone(snapshot)
    this.build(s.seed)
    Object.assign(this.config, s.config)
    this.rng.state = s.rng
    this.clock.state = s.clock
    // A snapshot saved before a control existed gets its default.
    this.controlsState = { ...defaultControls(), ...s.controls }
    for (const name of PART_NAMES) {
      if (s.parts[name] !== undefined) (this[name] as { st: unknown }).st = s.parts[name]
    }
  }

  /** The transport calls this first for every request: injected failures, health and latency. */
  beginRequest(operationId: string): RequestDirective {
    const directive = gate(this.controlsState, operationId)
    this.orders.tick()
    return directive
  }

  /** listInstrumentsV1 / V2: wire Instruments with the live USD price (bestChangeName: 0 or 1 item). */
  instruments(
    opts: { all?: boolean; providers?: readonly string[]; bestChangeName?: string } = {},
  ): Instrument[] {
    const { bestChangeName, ...listOpts } = opts
    const recs = this.catalog.list(listOpts)
    const picked =
      bestChangeName === undefined
        ? recs
        : recs.filter((r) => r.instrument.bestChangeName.toUpperCase() === bestChangeName.toUpperCase())
    return picked.map((r) => ({ ...r.instrument, price: this.pricing.usdPrice(r) }))
  }

  /** getDefaultPair. */
  defaultPair() {
    return defaultPair(this.catalog)
  }

  /** listPublicPairsV2. */
  pairs(instrumentFromSlug?: string): PairListItem[] {
    return listPairs(this.catalog, instrumentFromSlug)
  }

  /** getHealth / getHealthz body ('fail' is handled by beginRequest). */
  health(): { status: HealthStatus } {
    const s = this.controlsState.healthStatus
    return { status: s === 'fail' ? 'UNHEALTHY' : s }
  }

  private onOrderFinished(rec: OrderRecord): void {
    if (this.seeding || rec.ownerUserId === null || !hasEvent(rec, 'WITHDRAWAL_COMPLETED')) return
    const o = rec.order
    const from = this.catalog.bySlug(o.pair.instrumentFrom.slug)
    const usd = from ? o.claimedDepositAmount * from.meta.basePrice : 0
    this.affiliates.credit(rec.ownerUserId, 'cashback', o.orderId, usd * 0.001)
    const referrer = this.users.byId(rec.ownerUserId)?.referredBy
    const ref = referrer ? this.users.byReferrerId(referrer) : undefined
    if (ref) this.affiliates.credit(ref.id, 'accrual', o.orderId, usd * 0.0025)
  }
}

const clone = <T>(v: T): T => JSON.parse(JSON.stringify(v)) as T

export const createWorld = (opts: CreateWorldOptions = {}): World => new World(opts)

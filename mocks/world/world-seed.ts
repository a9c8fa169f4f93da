// The seeded data: four users (demo, admin, new, Telegram-linked) with their KYC, keys, balances and
// rewards, and ~30 completed past orders for the public ticker and the users' history.

import { getNetwork, makeAddress, makeMemo } from './networks'
import { fastForward } from './order-lifecycle'
import type { OrderRecord } from './order-record'
import { fixedAvailable, niceRound } from './pair-rules'
import { POPULAR_PAIRS } from './pairs'
import { seedAccountExtras } from './seed-account-extras'
import { seedLedger } from './seed-ledger'
import { hashPassword } from './users'
import type { World } from './world'

export const SEED_USERS = {
  admin: { id: 1000, email: 'admin@example.com', password: 'admin-pass-1', referrerId: 'ref_ADMIN1' },
  demo: { id: 1001, email: 'demo@example.com', password: 'demo-pass-1', referrerId: 'ref_DEMO42' },
  fresh: { id: 1002, email: 'new@example.com', password: 'new-pass-1', referrerId: 'ref_NEW001' },
  telegram: {
    id: 1003,
    email: 'tg@example.com',
    password: 'tg-pass-1',
    referrerId: 'ref_TELE01',
    telegramUserId: 279058397,
  },
} as const

/** Seeded API key ids: the admin's key lets a demo session trigger ERR_NOT_ENOUGH_PERMISSIONS. */
export const SEED_API_KEYS = { demoBot: 'ak_DEMO0001', demoOld: 'ak_DEMO0002', admin: 'ak_ADMIN001' } as const
export const SEED_ORDER_COUNT = 30

const HOUR = 3_600_000
const DAY = 24 * HOUR

const shift = (rec: OrderRecord, ms: number) => {
  const back = (iso: string) => new Date(Date.parse(iso) - ms).toISOString()
  const o = rec.order
  o.createdAt = back(o.createdAt)
  for (const e of o.orderEvents) e.createdAt = back(e.createdAt)
  if (o.fixedRateExpiresAt) o.fixedRateExpiresAt = back(o.fixedRateExpiresAt)
  rec.lastProgressAt -= ms
}

export const seedWorld = (w: World): void => {
  const { admin, demo, fresh, telegram } = SEED_USERS
  const ctx = w.ctx
  w.users.insert({
    ...admin,
    passwordHash: hashPassword(admin.password),
    permissions: ['ADMIN', 'USER'],
    adminPermissionsScope: ['orders', 'users', 'content'],
  })
  w.users.insert({ ...demo, passwordHash: hashPassword(demo.password) })
  w.users.insert({ ...fresh, passwordHash: hashPassword(fresh.password) })
  w.users.insert({ ...telegram, passwordHash: hashPassword(telegram.password), referredBy: demo.referrerId })
  w.kyc.set(admin.id, 'PASS')
  w.kyc.set(demo.id, 'PASS')
  w.kyc.set(telegram.id, 'PASS')
  w.cardProvider.seedVerified(demo.id, demo.email)
  const now = ctx.clock.now()
  // Keys made weeks and months ago, oldest first as the list gives them: a real account's keys are older than its
  // visit.
  const seedKey = (
    userId: number,
    apiId: string,
    name: string,
    daysAgo: number,
    access?: { whiteListIp: string[]; isActive: boolean },
  ) => {
    w.apiKeys.generate(userId, { name }, { apiId, createdAt: ctx.clock.iso(now - daysAgo * DAY) })
    if (access) w.apiKeys.update(userId, { apiId, name, ...access })
  }
  seedKey(admin.id, SEED_API_KEYS.admin, 'Admin tools', 90)
  seedKey(demo.id, SEED_API_KEYS.demoOld, 'Old script', 212, { whiteListIp: [], isActive: false })
  seedKey(demo.id, SEED_API_KEYS.demoBot, 'Trading bot', 24, { whiteListIp: ['203.0.113.7'], isActive: true })

  const crypto = POPULAR_PAIRS.map(
    ([f, t]) => [ctx.catalog.resolve({ slug: f }), ctx.catalog.resolve({ slug: t })] as const,
  ).filter(([f, t]) => f.instrument.instrumentType === 'crypto' && t.instrument.instrumentType === 'crypto')
  for (let i = 0; i < SEED_ORDER_COUNT; i++) {
    const pair = crypto[i % crypto.length]
    if (!pair) break
    const [from, to] = pair
    const owner = i % 4 === 0 ? demo.id : i % 7 === 0 ? telegram.id : null
    const fixed = i % 3 === 0 && fixedAvailable(from, to)
    const toNet = getNetwork(to.instrument.networkTitle)
    const amount = niceRound(ctx.pricing.recommendedAmount(from) * ctx.rng.float(0.2, 4))
    const res = w.orders.create(
      {
        rateMode: fixed ? 'FIXED' : 'FLOATING',
        instrumentFrom: {
          currencyTitle: from.instrument.currencyTitle,
          networkTitle: from.instrument.networkTitle,
          slug: from.instrument.slug,
        },
        instrumentTo: {
          currencyTitle: to.instrument.currencyTitle,
          networkTitle: to.instrument.networkTitle,
          slug: to.instrument.slug,
        },
        destinationAddress: makeAddress(toNet, ctx.rng),
        ...(toNet.memo ? { destinationAddressMemo: makeMemo(toNet, ctx.rng) } : {}),
        ...(fixed ? { refundAddress: makeAddress(getNetwork(from.instrument.networkTitle), ctx.rng) } : {}),
        claimedPublicRate: 0,
        claimedDepositAmount: amount,
      },
      { userId: owner },
    )
    const rec = 'orderId' in res ? w.orders.find(res.orderId) : undefined
    if (!rec) continue
    fastForward(rec, ctx, 'end')
    shift(rec, (i + 1) * 1.6 * HOUR + ctx.rng.int(0, 40) * 60_000)
    const at = rec.order.createdAt
    if (owner === demo.id)
      w.affiliates.credit(demo.id, 'cashback', rec.order.orderId, ctx.rng.float(0.5, 5), at)
    if (owner === telegram.id)
      w.affiliates.credit(demo.id, 'accrual', rec.order.orderId, ctx.rng.float(1, 15), at)
  }
  for (let k = 0; k < 6; k++) {
    w.affiliates.credit(
      demo.id,
      'accrual',
      `ord_hist${String(k).padStart(4, '0')}`,
      ctx.rng.float(2, 12),
      new Date(now - (60 + k * 20) * HOUR).toISOString(),
    )
  }
  const tron = () => makeAddress(getNetwork('TRC20'), ctx.rng)
  for (const [amount, days] of [
    [25, 12],
    [15, 30],
  ] as const) {
    const createdAt = new Date(now - days * 24 * HOUR).toISOString()
    w.affiliates.addPastWithdrawal(demo.id, {
      currencyTitle: 'USDT',
      networkTitle: 'TRC20',
      address: tron(),
      amount,
      status: 'completed',
      createdAt,
    })
  }

  const bySlug = (s: string) => ctx.catalog.resolve({ slug: s })
  const day = (d: number) => new Date(now - d * 24 * HOUR).toISOString()
  w.wallet.credit(demo.id, bySlug('usdttrc20'), 175.5, { createdAt: day(20) })
  w.wallet.credit(demo.id, bySlug('usdttrc20'), 50, {
    kind: 'withdrawal',
    createdAt: day(9),
    address: tron(),
  })
  w.wallet.credit(demo.id, bySlug('btc'), 0.0021, { createdAt: day(7) })
  w.wallet.credit(demo.id, bySlug('eth'), 0.15, { createdAt: day(5) })
  w.wallet.credit(demo.id, bySlug('btc'), 0.0021, { target: 'walletBalance', createdAt: day(3) })
  w.wallet.credit(demo.id, bySlug('sol'), 1.25, { target: 'walletBalance', createdAt: day(1) })
  seedAccountExtras(w)
  seedLedger(w, demo.id)
}

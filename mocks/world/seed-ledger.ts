// Seeded data for /profile/wallet and /profile/history: enough of demo@example.com's orders and
// wallet movements to fill more than one page (the app shows 10 a page). Drawn after everything else is seeded,
// so the ids seeded before keep their values. Nothing here touches the affiliate figures (cashbacks, balance).

import { getNetwork, makeAddress } from './networks'
import { fastForward } from './order-lifecycle'
import type { World } from './world'

const DAY = 86_400_000

/** Six more orders of the demo user, 2 to 7 weeks old (14 in all with world-seed's 8). */
export const LEDGER_EXTRA_ORDERS = [
  { from: 'btc', to: 'eth', amount: 0.05, daysAgo: 14 },
  { from: 'eth', to: 'usdttrc20', amount: 0.8, daysAgo: 19 },
  { from: 'usdttrc20', to: 'btc', amount: 300, daysAgo: 24 },
  { from: 'ltc', to: 'usdttrc20', amount: 4, daysAgo: 31 },
  { from: 'btc', to: 'usdttrc20', amount: 0.02, daysAgo: 40 },
  { from: 'sol', to: 'btc', amount: 6, daysAgo: 49 },
] as const

/** Eight more wallet movements (14 in all); the USDT ones cancel out, so USDT stays 125.5. */
export const LEDGER_EXTRA_MOVEMENTS = [
  { slug: 'usdttrc20', amount: 40, kind: 'deposit', daysAgo: 38 },
  { slug: 'usdttrc20', amount: 30, kind: 'withdrawal', daysAgo: 35 },
  { slug: 'usdttrc20', amount: 60, kind: 'deposit', daysAgo: 33 },
  { slug: 'btc', amount: 0.005, kind: 'deposit', daysAgo: 31 },
  { slug: 'usdttrc20', amount: 70, kind: 'withdrawal', daysAgo: 28 },
  { slug: 'btc', amount: 0.004, kind: 'withdrawal', daysAgo: 22 },
  { slug: 'eth', amount: 0.2, kind: 'deposit', daysAgo: 16 },
  { slug: 'eth', amount: 0.05, kind: 'withdrawal', daysAgo: 15 },
] as const

/** Seeds the movements and orders of `userId` (world-seed passes the demo user). */
export const seedLedger = (w: World, userId: number): void => {
  const ctx = w.ctx
  const now = ctx.clock.now()
  const iso = (daysAgo: number) => new Date(now - daysAgo * DAY).toISOString()
  const bySlug = (slug: string) => ctx.catalog.resolve({ slug })
  const ref = (slug: string) => {
    const { currencyTitle, networkTitle } = bySlug(slug).instrument
    return { currencyTitle, networkTitle, slug }
  }
  for (const o of LEDGER_EXTRA_ORDERS) {
    const res = w.orders.create(
      {
        rateMode: 'FLOATING',
        instrumentFrom: ref(o.from),
        instrumentTo: ref(o.to),
        destinationAddress: makeAddress(getNetwork(bySlug(o.to).instrument.networkTitle), ctx.rng),
        claimedPublicRate: 0,
        claimedDepositAmount: o.amount,
      },
      { userId },
    )
    const rec = 'orderId' in res ? w.orders.find(res.orderId) : undefined
    if (!rec) throw new Error(`seed-ledger: the order ${o.from} → ${o.to} was refused`)
    fastForward(rec, ctx, 'end')
    // Private and in the past: the public ticker and the last-24-hours figures stay as they were.
    rec.isPublic = false
    const back = o.daysAgo * DAY
    const shift = (at: string) => new Date(Date.parse(at) - back).toISOString()
    rec.order.createdAt = shift(rec.order.createdAt)
    for (const e of rec.order.orderEvents) e.createdAt = shift(e.createdAt)
    rec.lastProgressAt -= back
  }
  for (const t of LEDGER_EXTRA_MOVEMENTS) {
    const inst = bySlug(t.slug)
    w.wallet.credit(userId, inst, t.amount, {
      kind: t.kind,
      createdAt: iso(t.daysAgo),
      ...(t.kind === 'withdrawal'
        ? { address: makeAddress(getNetwork(inst.instrument.networkTitle), ctx.rng) }
        : {}),
    })
  }
}

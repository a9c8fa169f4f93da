// The affiliate programme: balances in USDT (TRC20), accruals (referred users' orders), cashbacks
// (the user's own orders) and withdrawals to a TRON address.
import type { AffiliateAccrual, AffiliateBalance, AffiliateWithdrawal } from '@sdk/gen/api/types.gen'
import type { WorldContext } from './context'
import { validationError, WorldError } from './errors'
import { newestFirst, type PageQuery, paginate } from './paging'
import { cleanFloat, roundTo } from './pair-rules'

interface AffiliateRecord {
  balances: AffiliateBalance[]
  accruals: AffiliateAccrual[]
  withdrawals: AffiliateWithdrawal[]
}

export interface AffiliatesState {
  byUser: Record<string, AffiliateRecord>
}

export const WITHDRAWAL_MIN_USDT = 10
export const WITHDRAWAL_NETWORK = 'TRC20'
/** The all-ones test address: passes the client's and the server's checks. */
export const TEST_TRON_ADDRESS = `T${'1'.repeat(33)}`
const TRON_ADDRESS = /^T[1-9A-HJ-NP-Za-km-z]{33}$/
/** A pending withdrawal completes after this much clock time. */
export const WITHDRAWAL_SETTLE_MS = 60_000

export class Affiliates {
  st: AffiliatesState = { byUser: {} }

  constructor(private readonly ctx: WorldContext) {}

  private rec(userId: number): AffiliateRecord {
    const key = String(userId)
    this.st.byUser[key] ??= {
      balances: [{ currencyTitle: 'USDT', networkTitle: WITHDRAWAL_NETWORK, amount: 0 }],
      accruals: [],
      withdrawals: [],
    }
    return this.st.byUser[key]
  }

  balances(userId: number): AffiliateBalance[] {
    return this.rec(userId).balances.map((b) => ({ ...b }))
  }

  accruals(userId: number, q?: PageQuery) {
    return paginate(newestFirst(this.rec(userId).accruals.filter((a) => a.kind === 'accrual')), q)
  }

  cashbacks(userId: number, q?: PageQuery) {
    return paginate(newestFirst(this.cashbacksOf(userId)), q)
  }

  /** Every cashback of the user summed per coin, and their count. */
  cashbackTotals(userId: number) {
    const all = this.cashbacksOf(userId)
    const totals = new Map<string, number>()
    for (const c of all)
      totals.set(c.currencyTitle, cleanFloat((totals.get(c.currencyTitle) ?? 0) + c.amount))
    return {
      totals: [...totals].map(([currencyTitle, amount]) => ({ currencyTitle, amount })),
      count: all.length,
    }
  }

  private cashbacksOf(userId: number): AffiliateAccrual[] {
    return this.rec(userId).accruals.filter((a) => a.kind === 'cashback')
  }

  withdrawals(userId: number, q?: PageQuery) {
    const now = this.ctx.clock.now()
    for (const w of this.rec(userId).withdrawals) {
      if (w.status === 'pending' && now - Date.parse(w.createdAt) >= WITHDRAWAL_SETTLE_MS)
        w.status = 'completed'
    }
    return paginate(newestFirst(this.rec(userId).withdrawals), q)
  }

  /** Credits a reward in USDT and adds it to the balance. */
  credit(
    userId: number,
    kind: 'accrual' | 'cashback',
    orderId: string,
    amount: number,
    createdAt = this.ctx.clock.iso(),
  ): void {
    if (!(amount > 0)) return
    const r = this.rec(userId)
    const value = roundTo(amount, 6)
    r.accruals.push({
      id: this.ctx.rng.id(kind === 'accrual' ? 'acr_' : 'cbk_', 6),
      kind,
      orderId,
      amount: value,
      currencyTitle: 'USDT',
      createdAt,
    })
    const bal = r.balances.find((b) => b.currencyTitle === 'USDT' && b.networkTitle === WITHDRAWAL_NETWORK)
    if (bal) bal.amount = cleanFloat(bal.amount + value)
  }

  /**
   * Checks, in order: amount is a positive number (ERR_VALIDATION amount); network is TRC20
   * (ERR_NETWORK_NOT_SUPPORTED); a balance in that currency exists (ERR_BALANCE_NOT_FOUND); the address
   * is a TRON address (ERR_VALIDATION address); amount ≥ 10 USDT (ERR_WITHDRAWAL_TOO_SMALL); amount ≤
   * balance (ERR_BALANCE_TOO_LOW).
   */
  createWithdrawal(
    userId: number,
    body: { currencyTitle?: string; networkTitle?: string; address?: string; amount?: number },
  ): AffiliateWithdrawal {
    const amount = body.amount
    if (typeof amount !== 'number' || !Number.isFinite(amount) || amount <= 0)
      throw validationError('amount', 'amount must be a positive number')
    if (body.networkTitle !== WITHDRAWAL_NETWORK) {
      throw new WorldError(
        'ERR_NETWORK_NOT_SUPPORTED',
        `Withdrawals are paid on ${WITHDRAWAL_NETWORK} only`,
        { field: 'networkTitle' },
      )
    }
    const r = this.rec(userId)
    const bal = r.balances.find(
      (b) => b.currencyTitle === body.currencyTitle && b.networkTitle === body.networkTitle,
    )
    if (!bal)
      throw new WorldError('ERR_BALANCE_NOT_FOUND', `No ${body.currencyTitle ?? ''} balance`, {
        field: 'currencyTitle',
      })
    const address = typeof body.address === 'string' ? body.address.trim() : ''
    if (!(address === TEST_TRON_ADDRESS || TRON_ADDRESS.test(address)))
      throw validationError('address', 'Address is not a TRON address')
    if (amount < WITHDRAWAL_MIN_USDT) {
      throw new WorldError('ERR_WITHDRAWAL_TOO_SMALL', `Minimum withdrawal is ${WITHDRAWAL_MIN_USDT} USDT`, {
        field: 'amount',
      })
    }
    if (amount > bal.amount)
      throw new WorldError('ERR_BALANCE_TOO_LOW', `Balance is ${bal.amount} ${bal.currencyTitle}`, {
        field: 'amount',
      })
    bal.amount = cleanFloat(bal.amount - amount)
    const w: AffiliateWithdrawal = {
      id: this.ctx.rng.id('awd_', 6),
      currencyTitle: bal.currencyTitle,
      networkTitle: bal.networkTitle,
      address,
      amount,
      status: 'pending',
      createdAt: this.ctx.clock.iso(),
    }
    r.withdrawals.push(w)
    return w
  }

  /** Seeding: a past withdrawal, already settled. */
  addPastWithdrawal(userId: number, w: Omit<AffiliateWithdrawal, 'id'>): void {
    this.rec(userId).withdrawals.push({ ...w, id: this.ctx.rng.id('awd_', 6) })
  }
}

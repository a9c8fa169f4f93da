// The signed-in user's wallet: account and wallet balances, deposit/withdrawal history, and the
// user's own deposit addresses (where account-layer orders pay out).
import type { WalletBalance, WalletHistoryItem, WalletTransferKind } from '@sdk/gen/api/types.gen'
import { toRef } from './catalog'
import type { WorldContext } from './context'
import { validationError } from './errors'
import type { InstrumentRecord } from './instruments-seed'
import { getNetwork, makeAddress, makeMemo, makeTxHash } from './networks'
import { newestFirst, type PageQuery, paginate } from './paging'
import { cleanFloat, roundTo } from './pair-rules'

type Holding = Omit<WalletBalance, 'usdValue'>

interface WalletRecord {
  accountBalance: Holding[]
  walletBalance: Holding[]
  history: WalletHistoryItem[]
  addresses: Record<string, { address: string; memo: string | null }>
}

export interface WalletState {
  byUser: Record<string, WalletRecord>
}

export class Wallet {
  st: WalletState = { byUser: {} }

  constructor(private readonly ctx: WorldContext) {}

  private rec(userId: number): WalletRecord {
    const key = String(userId)
    this.st.byUser[key] ??= { accountBalance: [], walletBalance: [], history: [], addresses: {} }
    return this.st.byUser[key]
  }

  balances(userId: number): { accountBalance: WalletBalance[]; walletBalance: WalletBalance[] } {
    const r = this.rec(userId)
    const value = (h: Holding): WalletBalance => {
      const inst = this.ctx.catalog.byTitle(h.currencyTitle, h.networkTitle)
      const usd = inst ? this.ctx.pricing.usdPrice(inst) : 0
      return { ...h, usdValue: roundTo(h.amount * usd, 2) }
    }
    return { accountBalance: r.accountBalance.map(value), walletBalance: r.walletBalance.map(value) }
  }

  history(userId: number, q: PageQuery & { kind?: string } = {}) {
    if (q.kind !== undefined && q.kind !== 'deposit' && q.kind !== 'withdrawal') {
      throw validationError('kind', 'kind must be deposit or withdrawal')
    }
    const items = this.rec(userId).history.filter((h) => !q.kind || h.kind === q.kind)
    return paginate(newestFirst(items), q)
  }

  /** The user's own address for an instrument (made on first use, then kept). */
  addressFor(userId: number, inst: InstrumentRecord): { address: string; memo: string | null } {
    const r = this.rec(userId)
    const slug = inst.instrument.slug
    if (!r.addresses[slug]) {
      const net = getNetwork(inst.instrument.networkTitle)
      r.addresses[slug] = {
        address: makeAddress(net, this.ctx.rng),
        memo: net.memo ? makeMemo(net, this.ctx.rng) : null,
      }
    }
    return r.addresses[slug]
  }

  /** Adds to a balance and records the movement in the history. */
  credit(
    userId: number,
    inst: InstrumentRecord,
    amount: number,
    opts: {
      target?: 'accountBalance' | 'walletBalance'
      kind?: WalletTransferKind
      createdAt?: string
      address?: string
    } = {},
  ): void {
    const r = this.rec(userId)
    const ref = toRef(inst)
    const list = r[opts.target ?? 'accountBalance']
    let h = list.find((b) => b.currencyTitle === ref.currencyTitle && b.networkTitle === ref.networkTitle)
    if (!h) {
      h = { currencyTitle: ref.currencyTitle, networkTitle: ref.networkTitle, amount: 0 }
      list.push(h)
    }
    const kind = opts.kind ?? 'deposit'
    h.amount = cleanFloat(Math.max(h.amount + (kind === 'deposit' ? amount : -amount), 0))
    const net = getNetwork(inst.instrument.networkTitle)
    r.history.push({
      id: this.ctx.rng.id('wtx_', 6),
      kind,
      currencyTitle: ref.currencyTitle,
      networkTitle: ref.networkTitle,
      amount,
      address: opts.address ?? this.addressFor(userId, inst).address,
      txHash: makeTxHash(net, this.ctx.rng),
      status: 'completed',
      createdAt: opts.createdAt ?? this.ctx.clock.iso(),
    })
  }
}

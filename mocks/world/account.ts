// Account-layer operations that span several parts: sign-in, account data, the exchange request,
// the order history and the public stats.
import type { ExchangeRequest, ExchangeRequestReceipt, PublicStats } from '@sdk/gen/api/types.gen'
import type { CardProvider } from './card-provider'
import type { WorldContext } from './context'
import { validationError, WorldError } from './errors'
import { BLACKLISTED_MESSAGE, isBlacklistedEmail } from './order-create'
import { hasEvent } from './order-record'
import { orderHistory } from './order-views'
import type { Orders } from './orders'
import type { PageQuery } from './paging'
import { paginate } from './paging'
import type { Sessions, SessionTokens } from './sessions'
import type { AccountData } from './types'
import { toAccountData, type Users } from './users'

/** The contract's ExchangeRequest as received: any field may be missing until checked. */
export type ExchangeRequestBody = Partial<ExchangeRequest>

export class Account {
  constructor(
    private readonly ctx: WorldContext,
    private readonly users: Users,
    private readonly sessions: Sessions,
    private readonly orders: Orders,
    private readonly cardProvider: CardProvider,
  ) {}

  /** authenticateLocal: checks the credentials and starts a session. */
  login(body: { email?: string; password?: string; browserFingerprint?: string }): {
    account: AccountData
    tokens: SessionTokens
  } {
    const user = this.users.checkCredentials(body)
    return {
      account: toAccountData(user),
      tokens: this.sessions.start(user.id, String(body.browserFingerprint)),
    }
  }

  /** The signed-in user's id, or ERR_UNAUTHORIZED / ERR_IM_A_TEAPOT. */
  userId(accessToken: string | null | undefined): number {
    return this.sessions.userIdFor(accessToken)
  }

  accountData(accessToken: string | null | undefined): AccountData {
    return toAccountData(this.users.get(this.userId(accessToken)))
  }

  /**
   * createExchangeRequest: registers what a signed-in user is about to exchange (the fiat flow sends it before
   * the card provider's KYC). It checks the fields, the slugs, exchangeType against the pair, the pair and the
   * amount (as a rate would), the fixed-rate cap, the account (blacklisted, or a fiat request without an
   * e-mail) and the referrer; it creates no order and does not ask for the provider's KYC.
   */
  exchangeRequest(userId: number, body: ExchangeRequestBody): ExchangeRequestReceipt {
    for (const f of ['instrumentFromSlug', 'instrumentToSlug', 'claimedDepositAmountCurrency'] as const) {
      if (typeof body[f] !== 'string' || body[f] === '') throw validationError(f, `${f} is required`)
    }
    const amount = body.claimedDepositAmount
    if (typeof amount !== 'number' || !Number.isFinite(amount) || amount <= 0) {
      throw validationError('claimedDepositAmount', 'claimedDepositAmount must be a positive number')
    }
    if (body.rateMode !== 'FIXED' && body.rateMode !== 'FLOATING')
      throw validationError('rateMode', 'rateMode must be FIXED or FLOATING')
    const from = this.ctx.catalog.resolve({ slug: body.instrumentFromSlug }, 'instrumentFromSlug')
    const to = this.ctx.catalog.resolve({ slug: body.instrumentToSlug }, 'instrumentToSlug')
    const fiat = from.instrument.instrumentType === 'fiat' || to.instrument.instrumentType === 'fiat'
    if (body.exchangeType !== (fiat ? 'fiat' : 'crypto')) {
      throw validationError('exchangeType', `exchangeType must be ${fiat ? 'fiat' : 'crypto'} for this pair`)
    }
    const quote = this.ctx.pricing.quotePair(
      from,
      to,
      body.rateMode,
      amount,
      body.claimedDepositAmountCurrency,
    )
    this.ctx.pricing.assertFixedCap(from, body.rateMode, quote.amountToGive)
    const email = this.users.get(userId).email
    if (isBlacklistedEmail(email)) throw new WorldError('ERR_FORBIDDEN', BLACKLISTED_MESSAGE)
    if (fiat && !email) throw new WorldError('ERR_FORBIDDEN', 'Fiat exchanges need an account with an e-mail')
    if (body.referrerId && !this.users.byReferrerId(body.referrerId)) {
      throw new WorldError('ERR_NOT_FOUND', `referrerId ${body.referrerId} not found`, {
        field: 'referrerId',
      })
    }
    const exchangeRequestId = this.ctx.rng.id('exr_')
    this.users.recordExchangeRequest({
      exchangeRequestId,
      userId,
      request: { ...body } as ExchangeRequest,
      createdAt: this.ctx.clock.iso(this.ctx.clock.now()),
    })
    return { exchangeRequestId }
  }

  orderHistory(userId: number, q?: PageQuery) {
    this.orders.tick()
    return paginate(orderHistory(this.orders.ofUser(userId)), q)
  }

  /** Whether the user has passed the card provider's KYC (fiat orders at or above noKycThreshold). */
  providerKycComplete(userId: number): boolean {
    return this.cardProvider.kycComplete(userId)
  }

  stats(): PublicStats {
    const now = this.ctx.clock.now()
    const done = this.orders.st.orders.filter((r) => hasEvent(r, 'WITHDRAWAL_COMPLETED'))
    const volume = done
      .filter((r) => now - Date.parse(r.order.createdAt) <= 86_400_000)
      .reduce((sum, r) => {
        const from = this.ctx.catalog.bySlug(r.order.pair.instrumentFrom.slug)
        return sum + (from ? r.order.claimedDepositAmount * from.meta.basePrice : 0)
      }, 0)
    return {
      ordersCompleted: 184_000 + done.length,
      volume24hUsd: Math.round((2_800_000 + volume) * 100) / 100,
      instrumentsCount: this.ctx.catalog.list().length,
      averageSwapSeconds: 420,
    }
  }
}

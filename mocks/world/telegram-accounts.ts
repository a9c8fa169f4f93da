// The messenger layer's account calls: sign in, create and link with Telegram launch data.
import type { WorldContext } from './context'
import { validationError, WorldError } from './errors'
import type { Sessions, SessionTokens } from './sessions'
import { type TelegramUser, validateInitData } from './telegram'
import type { AccountData } from './types'
import { toAccountData, type Users } from './users'

export class TelegramAccounts {
  constructor(
    private readonly ctx: WorldContext,
    private readonly users: Users,
    private readonly sessions: Sessions,
  ) {}

  /** A bad or stale signature, or launch data without a user → ERR_VALIDATION field initData. */
  async verify(initData: unknown): Promise<TelegramUser & { id: number }> {
    const res = await validateInitData(String(initData ?? ''), this.ctx.config.telegramBotToken, {
      maxAgeSec: this.ctx.config.telegramMaxAgeSec,
      nowMs: this.ctx.clock.now(),
    })
    if (!res.ok) throw validationError('initData', `Telegram launch data rejected: ${res.reason}`)
    const id = Number(res.user?.id)
    if (!res.user || !Number.isInteger(id) || id <= 0)
      throw validationError('initData', 'Telegram launch data has no user')
    return { ...res.user, id }
  }

  /** authenticateTelegram: no linked account → ERR_NOT_FOUND (the client opens the login dialog). */
  async authenticate(
    body: { initData?: string },
    fingerprint = 'telegram',
  ): Promise<{ account: AccountData; tokens: SessionTokens }> {
    const tg = await this.verify(body.initData)
    const user = this.users.byTelegramId(tg.id)
    if (!user) throw new WorldError('ERR_NOT_FOUND', 'No account is linked to this Telegram user')
    return { account: toAccountData(user), tokens: this.sessions.start(user.id, fingerprint) }
  }

  /** createTelegramUser: an account without e-mail; no session is started. */
  async create(body: { initData?: string }): Promise<AccountData> {
    const tg = await this.verify(body.initData)
    if (this.users.byTelegramId(tg.id)) {
      throw new WorldError('ERR_USER_ALREADY_REGISTERED', 'This Telegram user already has an account')
    }
    return toAccountData(this.users.insert({ email: null, telegramUserId: tg.id }))
  }

  /** linkTelegram: a Telegram user linked to another account → ERR_USER_ALREADY_REGISTERED. */
  async link(userId: number, body: { initData?: string }): Promise<AccountData> {
    const tg = await this.verify(body.initData)
    const other = this.users.byTelegramId(tg.id)
    if (other && other.id !== userId) {
      throw new WorldError('ERR_USER_ALREADY_REGISTERED', 'This Telegram user is linked to another account')
    }
    const user = this.users.get(userId)
    user.telegramUserId = tg.id
    return toAccountData(user)
  }
}

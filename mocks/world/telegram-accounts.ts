// The messenger layer's account calls: sign in, create and link with Telegram launch data.
import type { WorldContext } from './context'
import { validationError, WorldError } from './errors'
import type { Sessions, SessionTokens } from './sessions'
import { type TelegramUser, validateInitData } from './telegram'
import type { AccountData } from './types'
import { toAccountData, type Users } from './users'

/** The operations that take launch data; each takes one launch's data from one browser (TelegramInitData). */
export type TelegramOperation = 'authenticate' | 'create' | 'link'

/** Who sends launch data: the browser fingerprint cookie (u_id), when the call carries it. */
export interface TelegramCaller {
  fingerprint?: string
}

export class TelegramAccounts {
  /** `operation:hash` → the fingerprint of the browser whose call of the operation it served first. */
  private readonly uses = new Map<string, string>()
  private anonymous = 0

  constructor(
    private readonly ctx: WorldContext,
    private readonly users: Users,
    private readonly sessions: Sessions,
  ) {}

  /**
   * A bad signature, or launch data without a user → ERR_VALIDATION field initData; older than
   * config.telegramMaxAgeSec → ERR_TELEGRAM_INIT_DATA_EXPIRED; served this operation for another browser before →
   * ERR_TELEGRAM_INIT_DATA_REPLAYED. The same browser may send it again: the Mini App signs in again after a reload
   * with the data it was opened with, and a new user's sign-in is authenticate, create, authenticate. `use` marks
   * the data as served, once the operation has succeeded (a refused call serves no one).
   */
  private async verify(initData: unknown, operation: TelegramOperation, caller: TelegramCaller) {
    const res = await validateInitData(String(initData ?? ''), this.ctx.config.telegramBotToken, {
      maxAgeSec: this.ctx.config.telegramMaxAgeSec,
      nowMs: this.ctx.clock.now(),
    })
    if (!res.ok && res.reason === 'stale')
      throw new WorldError('ERR_TELEGRAM_INIT_DATA_EXPIRED', 'Telegram launch data has expired')
    if (!res.ok) throw validationError('initData', `Telegram launch data rejected: ${res.reason}`)
    const id = Number(res.user?.id)
    if (!res.user || !Number.isInteger(id) || id <= 0)
      throw validationError('initData', 'Telegram launch data has no user')
    const key = `${operation}:${res.fields.hash}`
    // A call without a fingerprint is a browser of its own: it never matches an earlier one.
    const browser = caller.fingerprint || `anonymous-${++this.anonymous}`
    const first = this.uses.get(key)
    if (first !== undefined && first !== browser)
      throw new WorldError(
        'ERR_TELEGRAM_INIT_DATA_REPLAYED',
        'Telegram launch data was used by another browser',
      )
    return {
      user: { ...res.user, id } as TelegramUser & { id: number },
      use: () => {
        if (first === undefined) this.uses.set(key, browser)
      },
    }
  }

  /** authenticateTelegram: no linked account → ERR_NOT_FOUND (the client opens the login dialog). */
  async authenticate(
    body: { initData?: string },
    caller: TelegramCaller = {},
  ): Promise<{ account: AccountData; tokens: SessionTokens }> {
    const { user: tg, use } = await this.verify(body.initData, 'authenticate', caller)
    const user = this.users.byTelegramId(tg.id)
    if (!user) throw new WorldError('ERR_NOT_FOUND', 'No account is linked to this Telegram user')
    use()
    return {
      account: toAccountData(user),
      tokens: this.sessions.start(user.id, caller.fingerprint ?? 'telegram'),
    }
  }

  /** createTelegramUser: an account without e-mail; no session is started. */
  async create(body: { initData?: string }, caller: TelegramCaller = {}): Promise<AccountData> {
    const { user: tg, use } = await this.verify(body.initData, 'create', caller)
    if (this.users.byTelegramId(tg.id)) {
      throw new WorldError('ERR_USER_ALREADY_REGISTERED', 'This Telegram user already has an account')
    }
    use()
    return toAccountData(this.users.insert({ email: null, telegramUserId: tg.id }))
  }

  /**
   * linkTelegram: the account's password first (wrong → ERR_INVALID_CREDENTIALS), then the launch data; a Telegram
   * user linked to another account → ERR_USER_ALREADY_REGISTERED.
   */
  async link(
    userId: number,
    body: { initData?: string; password?: string },
    caller: TelegramCaller = {},
  ): Promise<AccountData> {
    this.users.checkPassword(userId, body.password)
    const { user: tg, use } = await this.verify(body.initData, 'link', caller)
    const other = this.users.byTelegramId(tg.id)
    if (other && other.id !== userId) {
      throw new WorldError('ERR_USER_ALREADY_REGISTERED', 'This Telegram user is linked to another account')
    }
    use()
    const user = this.users.get(userId)
    user.telegramUserId = tg.id
    return toAccountData(user)
  }
}

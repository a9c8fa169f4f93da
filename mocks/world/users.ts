// Accounts: registration, sign-in, password reset and account data. Sessions live in sessions.ts.
import type { ExchangeRequest, Permission } from '@sdk/gen/api/types.gen'
import { EMAIL_RE, type WorldContext } from './context'
import { validationError, WorldError } from './errors'
import { DIGITS, hash32, UPNUM } from './rng'
import type { AccountData } from './types'

export interface UserRecord {
  id: number
  email: string | null
  passwordHash: string | null
  permissions: Permission[]
  adminPermissionsScope: string[]
  telegramUserId: number | null
  /** The user's own affiliate code (shared as ?ref=, registered with as referrerAffiliateId). */
  referrerId: string
  /** The affiliate code the user registered with. */
  referredBy: string | null
  createdAt: string
}

/** An exchange request a signed-in user registered (createExchangeRequest). */
export interface ExchangeRequestRecord {
  exchangeRequestId: string
  userId: number
  request: ExchangeRequest
  createdAt: string
}

export interface UsersState {
  nextId: number
  users: UserRecord[]
  resetCodes: Record<string, { code: string; expiresAt: number }>
  /** Absent in a snapshot saved before exchange requests were kept. */
  exchangeRequests?: ExchangeRequestRecord[]
}

/** Not real security: a stable, salted, non-reversible-enough digest for a mock. */
export const hashPassword = (password: string): string =>
  `mock$${hash32(`salt-a:${password}`).toString(16).padStart(8, '0')}${hash32(`salt-b:${password}`).toString(16).padStart(8, '0')}`

/** ≥ 8 and ≤ 128 characters with at least one letter and one digit; else ERR_VALIDATION field password. */
export const assertPasswordRule = (password: unknown): string => {
  if (typeof password !== 'string' || password.length < 8 || password.length > 128) {
    throw validationError('password', 'Password must be 8 to 128 characters')
  }
  if (!/[A-Za-z]/.test(password) || !/\d/.test(password)) {
    throw validationError('password', 'Password must contain a letter and a digit')
  }
  return password
}

export const assertEmail = (email: unknown, field = 'email'): string => {
  if (typeof email !== 'string' || !EMAIL_RE.test(email.trim()))
    throw validationError(field, 'E-mail is not valid')
  return email.trim().toLowerCase()
}

export const assertFingerprint = (fp: unknown): string => {
  if (typeof fp !== 'string' || fp.length < 1 || fp.length > 128) {
    throw validationError('browserFingerprint', 'browserFingerprint is required')
  }
  return fp
}

export const toAccountData = (u: UserRecord): AccountData => ({
  userId: u.id,
  email: u.email,
  permissions: [...u.permissions],
  adminPermissionsScope: [...u.adminPermissionsScope],
  telegramUserId: u.telegramUserId,
})

export class Users {
  st: UsersState = { nextId: 1000, users: [], resetCodes: {} }

  constructor(private readonly ctx: WorldContext) {}

  byId(id: number): UserRecord | undefined {
    return this.st.users.find((u) => u.id === id)
  }

  get(id: number): UserRecord {
    const u = this.byId(id)
    if (!u) throw new WorldError('ERR_UNAUTHORIZED', 'Session user no longer exists')
    return u
  }

  byEmail(email: string): UserRecord | undefined {
    const e = email.trim().toLowerCase()
    return this.st.users.find((u) => u.email === e)
  }

  byTelegramId(telegramUserId: number): UserRecord | undefined {
    return this.st.users.find((u) => u.telegramUserId === telegramUserId)
  }

  byReferrerId(code: string): UserRecord | undefined {
    return this.st.users.find((u) => u.referrerId === code)
  }

  recordExchangeRequest(record: ExchangeRequestRecord): void {
    this.st.exchangeRequests = [...(this.st.exchangeRequests ?? []), record]
  }

  /** The exchange requests of a user, oldest first. */
  exchangeRequestsOf(userId: number): ExchangeRequestRecord[] {
    return (this.st.exchangeRequests ?? []).filter((r) => r.userId === userId)
  }

  /** Adds a user as is (seeding and Telegram sign-up); register() is the checked path. */
  insert(fields: Partial<UserRecord> & { email: string | null }): UserRecord {
    const id = fields.id ?? this.st.nextId
    this.st.nextId = Math.max(this.st.nextId, id + 1)
    const user: UserRecord = {
      id,
      email: fields.email ? fields.email.toLowerCase() : null,
      passwordHash: fields.passwordHash ?? null,
      permissions: fields.permissions ?? ['USER'],
      adminPermissionsScope: fields.adminPermissionsScope ?? [],
      telegramUserId: fields.telegramUserId ?? null,
      referrerId: fields.referrerId ?? `ref_${this.ctx.rng.chars(6, UPNUM)}`,
      referredBy: fields.referredBy ?? null,
      createdAt: fields.createdAt ?? this.ctx.clock.iso(),
    }
    this.st.users.push(user)
    return user
  }

  /** createLocalUser: no session is started. */
  register(body: {
    email?: string
    password?: string
    browserFingerprint?: string
    referrerAffiliateId?: string
  }): AccountData {
    const email = assertEmail(body.email)
    assertFingerprint(body.browserFingerprint)
    if (this.byEmail(email))
      throw new WorldError('ERR_USER_ALREADY_REGISTERED', 'User already registered', { field: 'email' })
    const password = assertPasswordRule(body.password)
    const ref = body.referrerAffiliateId
    if (ref && !this.byReferrerId(ref)) {
      throw new WorldError('ERR_NOT_FOUND', `referrerAffiliateId ${ref} not found`, {
        field: 'referrerAffiliateId',
      })
    }
    const user = this.insert({ email, passwordHash: hashPassword(password), referredBy: ref ?? null })
    return toAccountData(user)
  }

  /** Checks e-mail and password; wrong either way → ERR_INVALID_CREDENTIALS. */
  checkCredentials(body: { email?: string; password?: string; browserFingerprint?: string }): UserRecord {
    const email = assertEmail(body.email)
    assertFingerprint(body.browserFingerprint)
    if (typeof body.password !== 'string' || body.password.length === 0) {
      throw validationError('password', 'password is required')
    }
    const user = this.byEmail(email)
    if (!user || user.passwordHash !== hashPassword(body.password)) {
      throw new WorldError('ERR_INVALID_CREDENTIALS', 'Invalid e-mail or password')
    }
    return user
  }

  /** The signed-in user's password, asked again before a sensitive change; wrong → ERR_INVALID_CREDENTIALS. */
  checkPassword(userId: number, password: unknown): void {
    if (typeof password !== 'string' || password.length === 0) {
      throw validationError('password', 'password is required')
    }
    if (this.get(userId).passwordHash !== hashPassword(password)) {
      throw new WorldError('ERR_INVALID_CREDENTIALS', 'Invalid password')
    }
  }

  /** Always succeeds for a well-formed e-mail; stores a 6-digit code when the account exists. */
  requestPasswordReset(body: { email?: string }): void {
    const email = assertEmail(body.email)
    if (!this.byEmail(email)) return
    const code = this.ctx.rng.chars(6, DIGITS)
    this.st.resetCodes[email] = { code, expiresAt: this.ctx.clock.now() + this.ctx.config.resetCodeTtlMs }
  }

  /** The control surface's view of the last code sent to the e-mail (null when none is live). */
  lastResetCode(email: string): string | null {
    const entry = this.st.resetCodes[email.trim().toLowerCase()]
    return entry && entry.expiresAt > this.ctx.clock.now() ? entry.code : null
  }

  resetPassword(body: { email?: string; password?: string; resetCode?: string }): void {
    const email = assertEmail(body.email)
    const entry = this.st.resetCodes[email]
    const user = this.byEmail(email)
    if (
      !user ||
      !entry ||
      entry.expiresAt <= this.ctx.clock.now() ||
      entry.code !== String(body.resetCode ?? '').trim()
    ) {
      throw new WorldError('ERR_INVALID_PASSWORD_RESET_CODE', 'Invalid or expired reset code', {
        field: 'resetCode',
      })
    }
    const password = assertPasswordRule(body.password)
    user.passwordHash = hashPassword(password)
    delete this.st.resetCodes[email]
  }
}

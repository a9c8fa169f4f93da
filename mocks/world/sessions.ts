// Access and refresh tokens. An expired access token answers ERR_IM_A_TEAPOT (418), so the client
// refreshes; a missing, unknown or revoked one answers ERR_UNAUTHORIZED (401).
import type { WorldContext } from './context'
import { WorldError } from './errors'
import { assertFingerprint } from './users'

export interface SessionRecord {
  userId: number
  accessToken: string
  refreshToken: string
  accessExpiresAt: number
  refreshExpiresAt: number
  fingerprint: string
  revoked: boolean
}

export interface SessionTokens {
  accessToken: string
  refreshToken: string
  /** Seconds, for the cookies' Max-Age. */
  accessMaxAge: number
  refreshMaxAge: number
}

export interface SessionsState {
  sessions: SessionRecord[]
}

export class Sessions {
  st: SessionsState = { sessions: [] }

  constructor(private readonly ctx: WorldContext) {}

  start(userId: number, fingerprint: string): SessionTokens {
    const now = this.ctx.clock.now()
    const { accessTokenTtlMs, refreshTokenTtlMs } = this.ctx.config
    const rec: SessionRecord = {
      userId,
      accessToken: this.ctx.rng.id('at_', 24),
      refreshToken: this.ctx.rng.id('rt_', 32),
      accessExpiresAt: now + accessTokenTtlMs,
      refreshExpiresAt: now + refreshTokenTtlMs,
      fingerprint,
      revoked: false,
    }
    this.st.sessions.push(rec)
    return tokensOf(rec, accessTokenTtlMs, refreshTokenTtlMs)
  }

  /** The user id behind an access token, or the error the API answers with. */
  userIdFor(accessToken: string | undefined | null): number {
    if (!accessToken) throw new WorldError('ERR_UNAUTHORIZED', 'Session is missing')
    const rec = this.st.sessions.find((s) => s.accessToken === accessToken)
    if (!rec || rec.revoked) throw new WorldError('ERR_UNAUTHORIZED', 'Session is missing or revoked')
    if (rec.accessExpiresAt <= this.ctx.clock.now())
      throw new WorldError('ERR_IM_A_TEAPOT', 'Access token expired')
    return rec.userId
  }

  /** Rotates the pair; the old refresh token stops working. */
  refresh(refreshToken: string | undefined | null, fingerprint: unknown): SessionTokens {
    const fp = assertFingerprint(fingerprint)
    if (!refreshToken) throw new WorldError('ERR_UNAUTHORIZED', 'Refresh token is missing')
    const rec = this.st.sessions.find((s) => s.refreshToken === refreshToken)
    if (!rec || rec.revoked || rec.refreshExpiresAt <= this.ctx.clock.now() || rec.fingerprint !== fp) {
      throw new WorldError(
        'ERR_UNAUTHORIZED',
        'Refresh token is expired, revoked or bound to another browser',
      )
    }
    rec.revoked = true
    return this.start(rec.userId, fp)
  }

  /** Revokes whatever session the tokens name; always succeeds. */
  logout(tokens: { accessToken?: string | null; refreshToken?: string | null }): void {
    for (const s of this.st.sessions) {
      if (
        (tokens.accessToken && s.accessToken === tokens.accessToken) ||
        (tokens.refreshToken && s.refreshToken === tokens.refreshToken)
      ) {
        s.revoked = true
      }
    }
  }

  /** Control: every live access token expires now (the next call answers 418). */
  expireAccessTokens(): void {
    const now = this.ctx.clock.now()
    for (const s of this.st.sessions) if (!s.revoked) s.accessExpiresAt = Math.min(s.accessExpiresAt, now)
  }
}

const tokensOf = (rec: SessionRecord, accessTtl: number, refreshTtl: number): SessionTokens => ({
  accessToken: rec.accessToken,
  refreshToken: rec.refreshToken,
  accessMaxAge: Math.round(accessTtl / 1000),
  refreshMaxAge: Math.round(refreshTtl / 1000),
})

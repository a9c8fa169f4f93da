// The signed-in user's API keys. The secret is shown once, at generation.
import type { ApiKey, ApiKeyWithSecret } from '@sdk/gen/api/types.gen'
import type { WorldContext } from './context'
import { validationError, WorldError } from './errors'
import { HEX } from './rng'

interface ApiKeyRecord extends ApiKey {
  userId: number
  secretTail: string
}

export interface ApiKeysState {
  keys: ApiKeyRecord[]
}

const IPV4 = /^(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(\.(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3}$/

export const isIp = (ip: unknown): boolean => {
  if (typeof ip !== 'string' || ip.length < 2 || ip.length > 45) return false
  if (IPV4.test(ip)) return true
  if (!/^[0-9a-fA-F:.]+$/.test(ip) || !ip.includes(':')) return false
  const doubles = ip.split('::').length - 1
  if (doubles > 1) return false
  const groups = ip.split(':').filter((g) => g !== '')
  const last = groups[groups.length - 1] ?? ''
  const v4Tail = last.includes('.') ? IPV4.test(last) : false
  const hexGroups = v4Tail ? groups.slice(0, -1) : groups
  if (!hexGroups.every((g) => /^[0-9a-fA-F]{1,4}$/.test(g))) return false
  const count = hexGroups.length + (v4Tail ? 2 : 0)
  return doubles === 1 ? count < 8 : count === 8
}

const checkName = (name: unknown): string => {
  if (typeof name !== 'string' || name.length > 64)
    throw validationError('name', 'name must be at most 64 characters')
  return name
}

const strip = (k: ApiKeyRecord): ApiKey => ({
  apiId: k.apiId,
  name: k.name,
  whiteListIp: [...k.whiteListIp],
  isActive: k.isActive,
  createdAt: k.createdAt,
})

export class ApiKeys {
  st: ApiKeysState = { keys: [] }

  constructor(private readonly ctx: WorldContext) {}

  /** A new key; the seed gives its keys' ids and when they were made. */
  generate(
    userId: number,
    body: { name?: string } = {},
    seeded?: { apiId: string; createdAt: string },
  ): ApiKeyWithSecret {
    const own = this.st.keys.filter((k) => k.userId === userId)
    const name = body.name === undefined ? `API key ${own.length + 1}` : checkName(body.name)
    const secret = `sk_mock_${this.ctx.rng.chars(32, HEX)}`
    const rec: ApiKeyRecord = {
      apiId: seeded?.apiId ?? this.ctx.rng.id('ak_'),
      name,
      whiteListIp: [],
      isActive: true,
      userId,
      secretTail: secret.slice(-4),
      createdAt: seeded?.createdAt ?? this.ctx.clock.iso(),
    }
    this.st.keys.push(rec)
    return { ...strip(rec), apiSecret: secret }
  }

  /** Oldest first; never the secret. */
  list(userId: number): ApiKey[] {
    return this.st.keys.filter((k) => k.userId === userId).map(strip)
  }

  update(
    userId: number,
    body: { apiId?: string; name?: string; whiteListIp?: string[]; isActive?: boolean },
  ): ApiKey {
    const rec = this.own(userId, body.apiId)
    const name = checkName(body.name)
    if (!Array.isArray(body.whiteListIp) || body.whiteListIp.length > 50 || !body.whiteListIp.every(isIp)) {
      throw validationError('whiteListIp', 'whiteListIp must list valid IPv4 or IPv6 addresses')
    }
    if (typeof body.isActive !== 'boolean') throw validationError('isActive', 'isActive must be a boolean')
    rec.name = name
    rec.whiteListIp = [...body.whiteListIp]
    rec.isActive = body.isActive
    return strip(rec)
  }

  delete(userId: number, body: { apiId?: string }): void {
    const rec = this.own(userId, body.apiId)
    this.st.keys = this.st.keys.filter((k) => k !== rec)
  }

  /** Unknown → ERR_NOT_FOUND; another user's key → ERR_NOT_ENOUGH_PERMISSIONS. */
  private own(userId: number, apiId: string | undefined): ApiKeyRecord {
    if (typeof apiId !== 'string' || apiId.length === 0) throw validationError('apiId', 'apiId is required')
    const rec = this.st.keys.find((k) => k.apiId === apiId)
    if (!rec) throw new WorldError('ERR_NOT_FOUND', `API key ${apiId} not found`)
    if (rec.userId !== userId)
      throw new WorldError('ERR_NOT_ENOUGH_PERMISSIONS', 'This API key belongs to another user')
    return rec
  }
}

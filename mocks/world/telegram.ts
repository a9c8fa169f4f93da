// Telegram Mini App initData: sign and validate with Web Crypto (works in the browser service worker
// and in Node 20). hash = hex(HMAC-SHA256(data_check_string, key = HMAC-SHA256(key 'WebAppData',
// msg bot_token))); data_check_string = every field except `hash` (`signature` stays in), sorted by
// key, as `key=value` lines joined by '\n'.

export interface TelegramUser {
  id: number
  first_name?: string
  last_name?: string
  username?: string
  language_code?: string
  [key: string]: unknown
}

export type InitDataFields = Record<string, string | number | boolean | object>

export type InitDataCheck =
  | { ok: true; user: TelegramUser | null; authDate: number; fields: Record<string, string> }
  | {
      ok: false
      reason: 'malformed' | 'missing-hash' | 'bad-hash' | 'missing-auth-date' | 'stale' | 'no-user'
    }

const enc = new TextEncoder()

const hmac = async (key: Uint8Array, message: string): Promise<Uint8Array> => {
  const k = await globalThis.crypto.subtle.importKey(
    'raw',
    key as BufferSource,
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign'],
  )
  return new Uint8Array(await globalThis.crypto.subtle.sign('HMAC', k, enc.encode(message) as BufferSource))
}

const toHex = (bytes: Uint8Array): string =>
  Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')

/** Compares two strings in time that depends only on their length. */
export const constantTimeEqual = (a: string, b: string): boolean => {
  let diff = a.length ^ b.length
  const n = Math.max(a.length, b.length)
  for (let i = 0; i < n; i++) diff |= (a.charCodeAt(i) || 0) ^ (b.charCodeAt(i) || 0)
  return diff === 0
}

/** The pairs of a query string, without relying on DOM.Iterable. */
const pairsOf = (params: URLSearchParams): [string, string][] => {
  const out: [string, string][] = []
  params.forEach((v, k) => {
    out.push([k, v])
  })
  return out
}

export const dataCheckString = (params: URLSearchParams): string =>
  pairsOf(params)
    .filter(([k]) => k !== 'hash')
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([k, v]) => `${k}=${v}`)
    .join('\n')

export const initDataHash = async (params: URLSearchParams, botToken: string): Promise<string> => {
  const secret = await hmac(enc.encode('WebAppData'), botToken)
  return toHex(await hmac(secret, dataCheckString(params)))
}

/**
 * Signs launch data for tests and dev tools. Objects (user, receiver, chat) are JSON-encoded;
 * auth_date defaults to now (seconds). Returns the raw query string, hash last.
 */
export const signInitData = async (
  fields: InitDataFields,
  botToken: string,
  nowMs: number = Date.now(),
): Promise<string> => {
  const params = new URLSearchParams()
  for (const [k, v] of Object.entries(fields)) {
    if (k === 'hash') continue
    params.set(k, typeof v === 'object' ? JSON.stringify(v) : String(v))
  }
  if (!params.has('auth_date')) params.set('auth_date', String(Math.floor(nowMs / 1000)))
  params.set('hash', await initDataHash(params, botToken))
  return params.toString()
}

/** Checks the hash (constant time) and that auth_date is at most maxAgeSec old (0 = no limit). */
export const validateInitData = async (
  initData: string,
  botToken: string,
  opts: { maxAgeSec: number; nowMs: number },
): Promise<InitDataCheck> => {
  if (typeof initData !== 'string' || initData.length === 0 || initData.length > 4096)
    return { ok: false, reason: 'malformed' }
  let params: URLSearchParams
  try {
    params = new URLSearchParams(initData)
  } catch {
    return { ok: false, reason: 'malformed' }
  }
  const hash = params.get('hash')
  if (!hash) return { ok: false, reason: 'missing-hash' }
  const expected = await initDataHash(params, botToken)
  if (!constantTimeEqual(hash.toLowerCase(), expected)) return { ok: false, reason: 'bad-hash' }
  const authDate = Number(params.get('auth_date'))
  if (!Number.isInteger(authDate) || authDate <= 0) return { ok: false, reason: 'missing-auth-date' }
  if (opts.maxAgeSec > 0 && opts.nowMs / 1000 - authDate > opts.maxAgeSec)
    return { ok: false, reason: 'stale' }
  let user: TelegramUser | null = null
  const rawUser = params.get('user')
  if (rawUser) {
    try {
      user = JSON.parse(rawUser) as TelegramUser
    } catch {
      return { ok: false, reason: 'malformed' }
    }
  }
  return { ok: true, user, authDate, fields: Object.fromEntries(pairsOf(params)) }
}

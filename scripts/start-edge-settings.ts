// The settings of `npm run start` that shape the edge (docs/security.md "The edge"): which host names the site
// answers, which proxies may tell it the client's address and scheme, how hard one client may press on /api/,
// and which origins the card provider's KYC form may be framed from with the camera.
import { isIP } from 'node:net'

export interface EdgeSettings {
  /** The host names the site answers (SERVER_NAME); empty: every Host, as a single server. */
  serverNames: string[]
  /** Addresses or CIDR ranges whose X-Forwarded-For/-Proto/-Host are believed (TRUSTED_PROXIES). */
  trustedProxies: string[]
  /** Requests per second and burst per client address on /api/ (API_RATE_LIMIT, API_RATE_BURST), or null. */
  apiRateLimit: { perSecond: number; burst: number } | null
  /** Open connections per client address on /api/, WebSocket included (API_CONN_LIMIT), or null. */
  apiConnectionLimit: number | null
  /** Origins the KYC provider's form is framed from and may use the camera and microphone in (KYC_FRAME_ORIGINS). */
  kycFrameOrigins: string[]
}

/**
 * What @sumsub/websdk frames: https://in.sumsub.com, or the host its access token names (a regional or the API
 * host, all under sumsub.com). Both explicit names stay beside the wildcard for browsers that do not read a
 * wildcard in a Permissions-Policy allowlist.
 */
export const DEFAULT_KYC_FRAME_ORIGINS = [
  'https://in.sumsub.com',
  'https://api.sumsub.com',
  'https://*.sumsub.com',
]

/** Generous for one browser (a page load makes a handful of calls at once), tight for a script hammering the API. */
export const DEFAULT_API_RATE_PER_SECOND = 20
export const DEFAULT_API_RATE_BURST = 100
export const DEFAULT_API_CONNECTIONS = 50

type Env = Record<string, string | undefined>

const words = (text: string | undefined) => (text ?? '').split(/[\s,]+/).filter(Boolean)

const HOST_NAME = /^(?:\*\.)?[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)*$/
const FRAME_ORIGIN =
  /^https:\/\/(?:\*\.)?[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)+(?::\d{1,5})?$/

function addressRange(text: string): boolean {
  const [address = '', prefix, ...rest] = text.split('/')
  const version = isIP(address)
  if (!version || rest.length) return false
  if (prefix === undefined) return true
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (version === 4 ? 32 : 128)
}

/** A limit: a positive whole number, or 'off' (null) where `off` is allowed. */
function limit(env: Env, name: string, fallback: number, problems: string[], off = true): number | null {
  const text = env[name]?.trim() || String(fallback)
  if (off && text === 'off') return null
  if (/^\d{1,6}$/.test(text) && (Number(text) > 0 || !off)) return Number(text)
  problems.push(
    `${name} must be ${off ? 'a positive whole number or off' : 'a whole number'} (got '${text}')`,
  )
  return null
}

/** Reads the edge settings; each problem is added to `problems`. */
export function readEdgeSettings(env: Env, problems: string[]): EdgeSettings {
  const serverNames = words(env.SERVER_NAME?.toLowerCase())
  for (const name of serverNames.filter((host) => !HOST_NAME.test(host)))
    problems.push(
      `SERVER_NAME must list host names, e.g. swap.example.com www.swap.example.com (got '${name}')`,
    )
  const trustedProxies = words(env.TRUSTED_PROXIES)
  for (const range of trustedProxies.filter((text) => !addressRange(text)))
    problems.push(`TRUSTED_PROXIES must list addresses or CIDR ranges, e.g. 10.0.0.0/8 (got '${range}')`)
  const perSecond = limit(env, 'API_RATE_LIMIT', DEFAULT_API_RATE_PER_SECOND, problems)
  const burst = limit(env, 'API_RATE_BURST', DEFAULT_API_RATE_BURST, problems, false)
  const frames = env.KYC_FRAME_ORIGINS?.trim()
  const kycFrameOrigins =
    frames === 'none' ? [] : frames ? words(frames.toLowerCase()) : DEFAULT_KYC_FRAME_ORIGINS
  for (const origin of kycFrameOrigins.filter((text) => !FRAME_ORIGIN.test(text)))
    problems.push(
      `KYC_FRAME_ORIGINS must list https origins (a leading *. allowed) or be none, e.g. https://in.sumsub.com (got '${origin}')`,
    )
  return {
    serverNames,
    trustedProxies,
    apiRateLimit: perSecond === null ? null : { perSecond, burst: burst ?? 0 },
    apiConnectionLimit: limit(env, 'API_CONN_LIMIT', DEFAULT_API_CONNECTIONS, problems),
    kycFrameOrigins,
  }
}

// Check (b) of `npm run audit:deps`: whether the registry marks an installed version deprecated. One GET of the
// abbreviated packument per name (Accept: application/vnd.npm.install-v1+json carries `deprecated` per version),
// at most CONCURRENCY at once, each within TIMEOUT_MS; answers are cached per name@version for CACHE_TTL_MS.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { dirname } from 'node:path'
import { NPM_REGISTRY } from './audit-lockfile.ts'

export const CONCURRENCY = 8
export const TIMEOUT_MS = 20_000
export const CACHE_TTL_MS = 24 * 60 * 60 * 1000

/** What the registry says of one version: its deprecation message, or that it does not list the version at all. */
export interface VersionStatus {
  deprecated?: string
  missing?: true
}

interface CacheEntry extends VersionStatus {
  checkedAt: string
}

type Fetch = (url: string, init: RequestInit) => Promise<Response>

export interface DeprecationLookup {
  /** name → the versions to look up. */
  wanted: Map<string, Set<string>>
  cacheFile: string
  refresh?: boolean
  fetch?: Fetch
  now?: () => number
}

export interface DeprecationResult {
  /** `name@version` → its status. */
  statuses: Map<string, VersionStatus>
  fetched: number
  fromCache: number
  /** Names the registry could not answer for (network error, timeout, 5xx), with the reason. */
  failed: Map<string, string>
}

const packumentUrl = (name: string) => `${NPM_REGISTRY}${name.replace('/', '%2F')}`

function readCache(file: string): Record<string, CacheEntry> {
  if (!existsSync(file)) return {}
  try {
    return JSON.parse(readFileSync(file, 'utf8'))
  } catch {
    return {}
  }
}

async function packumentVersions(
  name: string,
  fetchImpl: Fetch,
): Promise<Record<string, { deprecated?: unknown }> | null> {
  const response = await fetchImpl(packumentUrl(name), {
    headers: { accept: 'application/vnd.npm.install-v1+json; q=1.0, application/json; q=0.8' },
    signal: AbortSignal.timeout(TIMEOUT_MS),
  })
  if (response.status === 404) return null
  if (!response.ok) throw new Error(`HTTP ${response.status}`)
  const body = (await response.json()) as { versions?: Record<string, { deprecated?: unknown }> }
  return body.versions ?? {}
}

/** Runs `work` over `items`, at most `limit` at a time. */
async function pool<T>(items: T[], limit: number, work: (item: T) => Promise<void>): Promise<void> {
  const queue = [...items]
  const workers = Array.from({ length: Math.min(limit, queue.length) }, async () => {
    for (let item = queue.shift(); item !== undefined; item = queue.shift()) await work(item)
  })
  await Promise.all(workers)
}

export async function lookUpDeprecations(lookup: DeprecationLookup): Promise<DeprecationResult> {
  const now = lookup.now ?? Date.now
  const fetchImpl = lookup.fetch ?? ((url, init) => fetch(url, init))
  const cache = lookup.refresh ? {} : readCache(lookup.cacheFile)
  const statuses = new Map<string, VersionStatus>()
  const failed = new Map<string, string>()
  const fresh = (entry: CacheEntry | undefined) =>
    entry !== undefined && now() - Date.parse(entry.checkedAt) < CACHE_TTL_MS
  const toFetch: string[] = []
  let fromCache = 0
  for (const [name, versions] of lookup.wanted) {
    const cached = [...versions].map((version) => cache[`${name}@${version}`])
    if (cached.every(fresh)) {
      fromCache += 1
      for (const version of versions) {
        const { checkedAt: _, ...status } = cache[`${name}@${version}`] as CacheEntry
        statuses.set(`${name}@${version}`, status)
      }
    } else toFetch.push(name)
  }
  await pool(toFetch, CONCURRENCY, async (name) => {
    try {
      const versions = await packumentVersions(name, fetchImpl)
      const checkedAt = new Date(now()).toISOString()
      for (const version of lookup.wanted.get(name) ?? []) {
        const entry = versions?.[version]
        const message = entry?.deprecated
        const status: VersionStatus = !entry
          ? { missing: true }
          : typeof message === 'string' && message
            ? { deprecated: message }
            : {}
        statuses.set(`${name}@${version}`, status)
        cache[`${name}@${version}`] = { ...status, checkedAt }
      }
    } catch (error) {
      failed.set(name, error instanceof Error ? error.message : String(error))
    }
  })
  mkdirSync(dirname(lookup.cacheFile), { recursive: true })
  writeFileSync(lookup.cacheFile, `${JSON.stringify(cache, null, 1)}\n`)
  return { statuses, fetched: toFetch.length - failed.size, fromCache, failed }
}
